/**
 * How a step's answers reached the server (decision 085): `api`, the app's JSON request (`POST /api/flow-runs/...`,
 * with the page's script running); `form`, a questionnaire page's own `<form method="post">` sent by a browser without
 * the script (`POST /form`, `POST /<address>`). The step is decided the same way on both; the rules that need the
 * script's help (the captcha, the video) may read which one it was.
 */
export type SubmissionChannel = 'api' | 'form';
