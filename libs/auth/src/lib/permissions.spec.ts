import { describe, expect, it } from 'vitest';
import { InvalidValueError, PERMISSIONS, ROLE_PERMISSIONS, ROLES, hasPermissions, parsePermissions, parseRole } from './permissions';

describe('parsePermissions', () => {
  it('parses a comma-separated list in canonical order without duplicates', () => {
    expect(parsePermissions('models:infer,models:train')).toEqual(['models:infer', 'models:train']);
    expect(parsePermissions(' models:explain , models:infer,models:infer ')).toEqual(['models:infer', 'models:explain']);
    expect(parsePermissions(PERMISSIONS.join(','))).toEqual([...PERMISSIONS]);
  });

  it('names the bad value and the values that pass', () => {
    expect(() => parsePermissions('models:infer,models:delete')).toThrow(
      'unknown permission "models:delete"; use a comma-separated list of models:infer, models:train, models:explain',
    );
    try {
      parsePermissions('infer');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidValueError);
      expect((error as InvalidValueError).value).toBe('infer');
    }
  });

  it('refuses an empty list', () => {
    expect(() => parsePermissions('')).toThrow('no permission given; use a comma-separated list of models:infer, models:train, models:explain');
    expect(() => parsePermissions(' , ')).toThrow(InvalidValueError);
  });
});

describe('roles', () => {
  it('grants what DESIGN §9 says', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(['models:infer', 'models:train', 'models:explain']);
    expect(ROLE_PERMISSIONS.admin).toEqual(['models:infer', 'models:train', 'models:explain']);
    expect(ROLE_PERMISSIONS.trainer).toEqual(['models:infer', 'models:train', 'models:explain']);
    expect(ROLE_PERMISSIONS.viewer).toEqual(['models:infer', 'models:explain']);
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it('parses roles and names the ones that pass', () => {
    expect(parseRole('trainer')).toBe('trainer');
    expect(() => parseRole('god')).toThrow('unknown role "god"; use one of owner, admin, trainer, viewer');
  });

  it('checks held permissions', () => {
    expect(hasPermissions(ROLE_PERMISSIONS.viewer, 'models:infer')).toBe(true);
    expect(hasPermissions(ROLE_PERMISSIONS.viewer, 'models:infer', 'models:train')).toBe(false);
    expect(hasPermissions([], 'models:explain')).toBe(false);
  });
});
