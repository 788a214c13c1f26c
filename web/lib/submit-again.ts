/**
 * Sends again a form whose sending was held (prevented) until the code that handles it was there: the page's app
 * (web/lib/first-use.ts) or a form's own code (web/lib/deferred-hydration.tsx). With the button it was sent by,
 * when there was one; `requestSubmit(null)` is refused by some implementations (jsdom), so none is passed then.
 */
export function submitAgain(held: SubmitEvent): void {
  const form = held.target as HTMLFormElement;
  if (held.submitter) form.requestSubmit(held.submitter);
  else form.requestSubmit();
}
