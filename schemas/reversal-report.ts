/**
 * The overdose-reversal report (docs/product.md#the-overdose-reversal-report, decision 081): the seed questionnaire
 * `flows/reversal/`, its id and the address its versions declare, written here once for the server's figures and
 * emails and the landing page's link (a test checks the live version declares this address).
 */
export const REVERSAL_FLOW_ID = 'reversal';
export const REVERSAL_REPORT_ADDRESS = 'report';
