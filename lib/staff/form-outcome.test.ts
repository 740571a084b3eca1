import { consoleErrorOf, readConsoleError } from './form-outcome';

describe('console form outcomes', () => {
  test('a refusal becomes the sentence of the field it names', () => {
    expect(consoleErrorOf(400, 'reply: please write a reply')).toBe('reply');
    expect(consoleErrorOf(400, 'email: jane@x.example already has a staff account')).toBe('taken');
    expect(consoleErrorOf(400, 'id: you cannot disable your own account')).toBe('self');
    expect(consoleErrorOf(3, 'id: no inquiry 9')).toBe('notFound');
    expect(consoleErrorOf(429, 'email: too many failed console logins; try again in 840 s')).toBe('tooMany');
    expect(consoleErrorOf(400, 'Request body: not valid JSON')).toBe('general');
    expect(consoleErrorOf(500, 'internal')).toBe('general');
    expect(consoleErrorOf(400, 'lines.0.unitPrice: must not exceed the list price')).toBe('lines');
    expect(consoleErrorOf(400, 'validUntil: must lie in the future')).toBe('validUntil');
  });

  test('only known keys are read back from a query', () => {
    expect(readConsoleError('reply')).toBe('reply');
    expect(readConsoleError('<script>')).toBeNull();
    expect(readConsoleError(['reply'])).toBeNull();
  });
});
