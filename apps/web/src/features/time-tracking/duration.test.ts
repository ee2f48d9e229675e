import { formatDuration, parseDuration, splitDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [5, '5m'],
    [60, '1h'],
    [90, '1h 30m'],
    [1440, '24h'],
    [61, '1h 1m'],
    [-5, '0m'],
    [89.6, '1h 30m'],
  ])('%p minutes → %p', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('takes translated unit letters', () => {
    expect(formatDuration(90, { h: ' Std.', m: ' Min.' })).toBe('1 Std. 30 Min.');
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitDuration(135)).toEqual({ hours: 2, minutes: 15 });
  });
});

describe('parseDuration', () => {
  it.each([
    ['1h 30m', 90],
    ['1h30m', 90],
    ['1h30', 90],
    ['90m', 90],
    ['90', 90],
    ['1.5h', 90],
    ['1,5h', 90],
    ['2h', 120],
    [' 2 hours ', 120],
    ['45 min', 45],
    ['1:30', 90],
    ['24h', 1440],
  ])('%p → %p minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['', '0', '0m', '25h', '1441', 'abc', '1h 30x', '-5m', '1:75', 'h', 'm'])('refuses %p', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
