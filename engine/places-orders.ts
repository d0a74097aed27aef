import type { Flow } from '#schemas/generated/flow.ts';

/**
 * Whether a run of the flow that finishes has placed an order: a step of it runs `submitOrder` (the ordering
 * questionnaire). A run of another questionnaire finishes with its answers recorded, or simply ends; staff read its
 * runs as finished, not ordered.
 */
export const placesOrders = (flow: Flow): boolean => flow.steps.some((step) => step.onEnter?.effect === 'submitOrder');
