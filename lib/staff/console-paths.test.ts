import { isConsolePath, needsStaffLogin } from './console-paths';

describe('console paths', () => {
  test('/staff and below are the console; /staffing is not', () => {
    expect(isConsolePath('/staff')).toBe(true);
    expect(isConsolePath('/staff/inquiry/3')).toBe(true);
    expect(isConsolePath('/staffing')).toBe(false);
    expect(isConsolePath('/zh/staff')).toBe(false);
  });

  test('only the login and set-password steps are open', () => {
    expect(needsStaffLogin('/staff')).toBe(true);
    expect(needsStaffLogin('/staff/team')).toBe(true);
    expect(needsStaffLogin('/staff/inquiry/3/reply')).toBe(true);
    expect(needsStaffLogin('/staff/login')).toBe(false);
    expect(needsStaffLogin('/staff/password')).toBe(false);
    expect(needsStaffLogin('/staff/session')).toBe(false);
  });
});
