/** Full-page navigation to the identity provider (sign-in or sign-off), in its own module so tests can observe it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
