import { describeStaffAction } from './describe';

describe('describeStaffAction', () => {
  it.each([
    [{ action: 'custom-plan', detail: { applet: 'rec', billing: { title: 'SPECIAL', price: 990, yearly: true } } }, 'SPECIAL, 990 per year'],
    [{ action: 'custom-plan', detail: { applet: 'rec', billing: null } }, 'Plan removed'],
    [{ action: 'flags', detail: { set: { HicPlusEnableEmail: true, HicPlusModernMode: 'online' }, removed: ['Old'] } }, 'HicPlusEnableEmail on, HicPlusModernMode online, Old removed'],
    [{ action: 'clone', detail: { from: 'b', fromName: 'Urban Cycle', count: 4 } }, '4 from Urban Cycle'],
    [{ action: 'extend-trial', detail: { app: 'rec', days: 5 } }, '5 days'],
    [{ action: 'site-reset', detail: { localKeysCleared: 2 } }, '2 local settings cleared'],
    [{ action: 'deprovision', detail: { endpoints: [] } }, 'No live campaigns'],
    [{ action: 'discount', detail: { title: 'Bot 10', percentage: 10 } }, 'Bot 10 (10%)'],
    [{ action: 'custom-discount', detail: { kind: 'auto_bxgy', discount: { title: 'Buy 2 get 1' } } }, 'auto_bxgy: Buy 2 get 1'],
    [{ action: 'something-new', detail: { a: 1 } }, '{"a":1}'],
  ])('%j reads %j', (entry, text) => {
    expect(describeStaffAction(entry)).toBe(text);
  });
});
