/**
 * Where the idle-session timer (15 min idle, 60 s countdown) will live. Mounted only when the app
 * is ready and the user is signed in; it renders nothing until the timer is built.
 */
export function SessionTimerSlot() {
  return <div data-testid="session-timer-slot" hidden />;
}
