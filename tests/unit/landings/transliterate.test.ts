import { describe, expect, it } from 'vitest';
import { aliasFromName, transliterate } from '../../../server/landings/transliterate.ts';

describe('transliterate', () => {
  it('spells Ukrainian by the 2010 official table, with the word-initial forms', () => {
    expect(transliterate('Київ')).toBe('Kyiv');
    expect(transliterate('Щастя')).toBe('Shchastia');
    expect(transliterate('Юрій')).toBe('Yurii');
    expect(transliterate('Згорани')).toBe('Zghorany');
    expect(transliterate('Ярошенко Єнакієве')).toBe('Yaroshenko Yenakiieve');
    expect(transliterate("Знам'янка")).toBe('Znamianka');
    expect(transliterate('Ґалаґан')).toBe('Galagan');
  });

  it('spells Georgian by the national system', () => {
    expect(transliterate('თბილისი')).toBe('tbilisi');
    expect(transliterate('ქუთაისი')).toBe('kutaisi');
    expect(transliterate('ღვინო')).toBe('ghvino');
    expect(transliterate('წყალი')).toBe('tsqali');
    expect(transliterate('ჯავახეთი')).toBe('javakheti');
  });

  it('keeps Latin text and digits', () => {
    expect(transliterate('Shop 24')).toBe('Shop 24');
  });
});

describe('aliasFromName', () => {
  it('makes a lower-case slug', () => {
    expect(aliasFromName('Допомога ЗСУ 2024!')).toBe('dopomoha-zsu-2024');
    expect(aliasFromName('საქველმოქმედო ფონდი')).toBe('sakvelmokmedo-pondi');
    expect(aliasFromName('  Café   Crème ')).toBe('cafe-creme');
  });

  it('never answers an empty or too short alias', () => {
    expect(aliasFromName('!!!')).toBe('landing');
    expect(aliasFromName('Я')).toBe('ya-landing');
  });

  it('cuts long names at 50 characters without a trailing dash', () => {
    const alias = aliasFromName(`${'a'.repeat(49)} bcd`);
    expect(alias).toBe('a'.repeat(49));
  });
});
