import { TIME_ZONE_HINT_COOKIE } from '@cairn/types';
import { writeTimeZoneHint } from './time-zone-hint';

/** A document whose cookie setter records each write, as a browser's jar would (name=value before the first ';'). */
function jar(initial: string[] = []) {
  const pairs = new Map(initial.map((p) => [p.split('=')[0], p]));
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return [...pairs.values()].join('; ');
      },
      set cookie(value: string) {
        writes.push(value);
        const pair = value.split(';')[0];
        pairs.set(pair.split('=')[0], pair);
      },
    },
  };
}

describe('writeTimeZoneHint', () => {
  it('writes the zone, URI-encoded, for a year on every path', () => {
    const { doc, writes } = jar(['cairn_local_cache=1']);
    writeTimeZoneHint(doc, 'America/Argentina/Buenos_Aires');
    expect(writes).toEqual([`${TIME_ZONE_HINT_COOKIE}=America%2FArgentina%2FBuenos_Aires; path=/; max-age=31536000; samesite=lax`]);
    expect(doc.cookie).toContain('cairn_local_cache=1');
  });

  it('leaves an unchanged zone alone and replaces one that changed', () => {
    const { doc, writes } = jar([`${TIME_ZONE_HINT_COOKIE}=Europe%2FBerlin`]);
    writeTimeZoneHint(doc, 'Europe/Berlin');
    expect(writes).toEqual([]);
    writeTimeZoneHint(doc, 'Asia/Tokyo');
    expect(doc.cookie).toBe(`${TIME_ZONE_HINT_COOKIE}=Asia%2FTokyo`);
  });

  it('defaults to the runtime zone and survives a blocked jar', () => {
    const { doc } = jar();
    writeTimeZoneHint(doc);
    expect(doc.cookie).toBe(`${TIME_ZONE_HINT_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
    const blocked = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_: string) {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeTimeZoneHint(blocked, 'UTC')).not.toThrow();
  });
});
