// Whether a save the user pressed is under way: the API client (loaded with the first call, not
// with the first page) reads it, the save hook sets it. Apart from ./api-events so that pages
// without forms (the public site) do not carry it in their first load.

let savesUnderWay = 0;

/**
 * A save the user pressed is under way until `end` is called. Its 403 stays on the page: the
 * form keeps what was typed and says the user may not do it, instead of the 403 page replacing
 * it (issue 28, "a role never fills a form it cannot save").
 */
export function beginSave(): () => void {
  savesUnderWay += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    savesUnderWay -= 1;
  };
}

export function isSaveUnderWay(): boolean {
  return savesUnderWay > 0;
}
