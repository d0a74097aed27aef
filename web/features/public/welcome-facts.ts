/*
 * What the welcome page tells a person before they start (docs/product.md#public-pages). Plain numbers in the entry
 * bundle rather than a request for the live questionnaire: a test holds them to the published flow's video length
 * (media.durationSeconds), so a new video cannot leave these words behind (decision 054).
 */

/** The training video's length, in whole minutes (168.8 s in the published flow). */
export const TRAINING_VIDEO_MINUTES = 3;

/** The whole request, video included, for someone reading at an ordinary pace. */
export const REQUEST_MINUTES = 10;
