import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { CustomerLevel } from '@/contract/centre';
import { LevelCard } from './level-card';

/** A Silver customer: ¥12,345 spent, ¥37,655 short of Gold (¥50,000). */
const silver: CustomerLevel = { level: 'silver', spent: 12_345, discount: 2, next: { level: 'gold', threshold: 50_000, remaining: 37_655 }, progress: 5 };

function textOf(level: CustomerLevel, locale: 'en' | 'zh'): string {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <LevelCard level={level} />
    </NextIntlClientProvider>,
  );
  return container.textContent ?? '';
}

describe('the level card', () => {
  it('says its amounts in dollars on an English page, never a function’s source', () => {
    const said = textOf(silver, 'en');
    expect(said).toContain('Completed spending: $1,714.58');
    expect(said).toContain('$5,229.86 more to reach Gold');
    expect(said).toContain('From $1,388.89');
    expect(said).toContain('From $27,777.78');
    expect(said).not.toMatch(/=>|function|¥|CNY/);
  });

  it('says them in yuan on a Chinese page', () => {
    const said = textOf(silver, 'zh');
    expect(said).toContain('累计消费：¥12,345.00');
    expect(said).toContain('再消费 ¥37,655.00 升级为黄金会员');
    expect(said).toContain('累计 ¥50,000.00 起');
    expect(said).not.toMatch(/=>|function|\$|US/);
  });

  it('promises only what is applied: the order discount of the level, 24-hour replies, orders and invoices online', () => {
    const said = textOf(silver, 'en');
    expect(said).toContain('2% off every order');
    expect(said).toContain('5% off every order (taken off the subtotal at checkout)');
    expect(said).toContain('8% off every order');
    expect(said).not.toMatch(/shipping|payment terms|slide|dedicated|priority/i);
  });

  it('says the highest level has nothing further to reach', () => {
    const said = textOf({ level: 'platinum', spent: 250_000, discount: 8, next: null, progress: 100 }, 'en');
    expect(said).toContain('You have reached the highest level.');
    expect(said).toContain('8% off every order');
  });
});
