/**
 * How a step's answers reached the server (decision 085): `api`, the app's JSON request (`POST /api/flow-runs/...`,
 * with the page's script running); a form, a questionnaire page's own `<form method="post">` sent by a browser without
 * the script (`POST /form`, `POST /<address>`), with the client's address. The step is decided the same way on both;
 * the rules that need the script's help read which one it was: a form's training media is completed by the server,
 * whose time alone holds the video, and its captcha is passed by the limits of the client's network (decision 086).
 */
export type SubmissionChannel = 'api' | { channel: 'form'; address: string };

/** The form's client, or null for the app's API. */
export const formClient = (channel: SubmissionChannel): { address: string } | null => (channel === 'api' ? null : channel);
