// The ES module entries of Ssb: ready on import, the subpath shares the root's objects.
import { Ssb, SsbError } from 'boardnotation';
import * as ssb from 'boardnotation/ssb';

test('import gives a ready Ssb API', () => {
  expect(ssb.Ssb).toBe(Ssb);
  expect(ssb.SsbError).toBe(SsbError);
  const r = Ssb.validate({ type: 'chess_invite_accept', root: '%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256' });
  expect(r.ok).toBe(true);
  expect(r.warnings.map((w) => w.code)).toEqual(['ssb.missing_optional_field']);
  expect(Ssb.replay('[]')).toMatchObject({ ok: true, status: 'invited', result: '*', moves: [] });
  expect(() => Ssb.accept('nope')).toThrow(SsbError);
});
