import { describe, expect, it } from 'vitest';
import { createKeptAnswers, remember } from '../src/lib/member-reads/kept-member-answer.ts';

const answer = (body: string) => ({
  sessionId: 1,
  userId: 1,
  body,
  version: '1',
  bytes: body.length,
  served: false,
});

describe('the kept answers of a process', () => {
  it('evicts the oldest answer first when full', () => {
    const kept = createKeptAnswers({ bytes: 1_000, answers: 3 });
    for (const key of ['a', 'b', 'c', 'd']) remember(kept, key, answer(key));
    expect([...kept.entries.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('spares an answer served since it was kept once, moving it behind the others', () => {
    const kept = createKeptAnswers({ bytes: 1_000, answers: 3 });
    for (const key of ['a', 'b', 'c']) remember(kept, key, answer(key));
    const a = kept.entries.get('a');
    if (a) a.served = true;
    remember(kept, 'd', answer('d'));
    expect([...kept.entries.keys()]).toEqual(['c', 'a', 'd']);
    expect(kept.entries.get('a')?.served).toBe(false);
    // Spared once: unless served again, it goes in its turn.
    remember(kept, 'e', answer('e'));
    remember(kept, 'f', answer('f'));
    expect([...kept.entries.keys()]).toEqual(['d', 'e', 'f']);
  });

  it('keeps the total size within its bound, however many answers that leaves', () => {
    const kept = createKeptAnswers({ bytes: 10, answers: 100 });
    for (const key of ['a', 'b', 'c']) remember(kept, key, answer(key.repeat(4)));
    expect([...kept.entries.keys()]).toEqual(['b', 'c']);
    expect(kept.bytes).toBe(8);
    for (const entry of kept.entries.values()) entry.served = true;
    remember(kept, 'd', answer('dddddddddd'));
    expect([...kept.entries.keys()]).toEqual(['d']);
    expect(kept.bytes).toBe(10);
  });
});
