import {
  canRedo,
  canUndo,
  commit,
  endMerge,
  HISTORY_LIMIT,
  redo,
  startHistory,
  undo,
} from 'src/features/pdf-template/components/designer/history';

describe('designer history', () => {
  it('undoes and redoes one step at a time; a new step forgets what was undone', () => {
    let history = commit(commit(startHistory('a'), 'b'), 'c');
    expect(history.present).toBe('c');
    history = undo(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = commit(history, 'd');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe('b');
  });

  it('joins consecutive steps with the same merge key into one, until the merge ends', () => {
    let history = commit(startHistory('1'), '12', 'font');
    history = commit(history, '123', 'font');
    expect(history.past).toEqual(['1']);
    history = commit(history, '1234', 'label');
    expect(history.past).toEqual(['1', '123']);
    history = endMerge(history);
    history = commit(history, '12345', 'label');
    expect(history.past).toEqual(['1', '123', '1234']);
    // An undo ends the merge too.
    history = commit(undo(history), 'x', 'label');
    expect(history.past).toEqual(['1', '123', '1234']);
  });

  it('keeps the same state when nothing changed, and at most HISTORY_LIMIT steps', () => {
    const start = startHistory(0);
    expect(commit(start, 0)).toBe(start);
    let history = start;
    for (let step = 1; step <= HISTORY_LIMIT + 5; step += 1) history = commit(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
  });
});
