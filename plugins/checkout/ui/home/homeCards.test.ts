import { HOME_MESSAGES } from '../../messages';
import { checkoutScoreData, scoreResult } from '../data/testFixtures';
import { HOME_CARDS, homeCardProps } from './homeCards';

const props = (testId: string, data = checkoutScoreData(), currency = 'USD') =>
  homeCardProps(HOME_CARDS.find((c) => c.testId === testId)!, data, currency);

describe('HOME_CARDS', () => {
  it('lists the four key indicators in the page order, each opening its details', () => {
    expect(HOME_CARDS.map((c) => [c.testId, c.title, c.to])).toEqual([
      ['chk-card-score', 'Checkout Score', 'checkout/score'],
      ['chk-card-carts', 'Carts', 'checkout/insights?rpt=1&pl=carts&al=arrivalTimeUtc&cl=line'],
      ['chk-card-orders', 'Orders', 'checkout/insights?rpt=1&pl=conversions&al=arrivalTimeUtc&cl=line'],
      ['chk-card-abandoned', 'Abandoned Revenue', 'checkout/insights?rpt=1&pl=abandonedCartAmount&al=arrivalTimeUtc&cl=line'],
    ]);
  });

  it('moves the score in points and the counts and amounts relative to the previous period', () => {
    expect(props('chk-card-score')).toMatchObject({ value: '72', delta: { value: 7, kind: 'points' } });
    expect(props('chk-card-carts')).toMatchObject({ value: '1,200', delta: { value: 0.2, kind: 'percent' } });
    expect(props('chk-card-orders')).toMatchObject({ value: '420', delta: { value: 0.05, kind: 'percent' } });
    expect(props('chk-card-abandoned')).toMatchObject({ value: '$50,000', delta: { value: 0.25, kind: 'percent', lowerIsBetter: true } });
  });

  it('shows abandoned revenue in the currency of the data (the demo store in demo mode)', () => {
    expect(props('chk-card-abandoned', checkoutScoreData(), 'EUR').value).toBe('€50,000');
  });

  it('shows --- and the no-compare text while loading and when a value is missing', () => {
    for (const card of HOME_CARDS) {
      expect(homeCardProps(card, undefined, 'USD')).toMatchObject({ value: '---', delta: { value: null, missing: HOME_MESSAGES.noCompare } });
    }
    const unscored = checkoutScoreData({ current: scoreResult(null) });
    expect(props('chk-card-score', unscored)).toMatchObject({ value: '---', delta: { value: null } });
  });

  it('marks only abandoned revenue as lower-is-better', () => {
    expect(HOME_CARDS.filter((c) => c.lowerIsBetter).map((c) => c.testId)).toEqual(['chk-card-abandoned']);
  });
});
