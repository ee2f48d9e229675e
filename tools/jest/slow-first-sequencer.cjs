// jest's default order on a fresh clone (no timing cache) is by file size: a small file that runs long — the bad-input
// walk over every API operation, ~75 s — can start last and hold the whole run up while the other worker idles. Files
// known to run long go first; everything else keeps jest's order (sizes, or timings once cached).
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [/[\\/]http[\\/]bad-input\.test\.ts$/, /-bad-input\.test\.ts$/, /[\\/]webhooks-crash\.test\.ts$/, /[\\/]db-busy\.test\.ts$/];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = (test) => {
      const i = SLOW_FIRST.findIndex((re) => re.test(test.path));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
