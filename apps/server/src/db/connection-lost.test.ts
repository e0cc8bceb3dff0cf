import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a closed or refused connection, however deep the query builder wrapped it', () => {
    expect(isConnectionLost(withCode('57P01'))).toBe(true);
    expect(isConnectionLost(withCode('08006'))).toBe(true);
    expect(isConnectionLost(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: withCode('57P01'),
    });
    expect(isConnectionLost(wrapped)).toBe(true);
  });

  it('leaves the statement’s own errors alone', () => {
    expect(isConnectionLost(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isConnectionLost(withCode('40001', 'could not serialize access'))).toBe(false);
    expect(isConnectionLost(new Error('syntax error at or near "selec"'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
