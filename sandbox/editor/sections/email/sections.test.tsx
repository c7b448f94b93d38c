/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EMAIL_PROVIDERS } from '../../../../plugins/recommendations/model/email-options';
import { REC_MESSAGES } from '../../../../plugins/recommendations/model/messages';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import { CodeEditorImplementation, type CodeEditorProps } from '../../code/CodeEditor';
import { WithTextareaCodeEditor } from '../../code/testing';
import type { SectionProps } from '../types';
import { EMAIL_SECTIONS } from './index';
import { emailCtx, emailRec, mockHost, REC_ID } from './testing';

function renderSection(id: string, props: Partial<SectionProps> = {}) {
  const def = EMAIL_SECTIONS.find((s) => s.id === id)!;
  const all: SectionProps = { rec: emailRec(), ff: 'desktop', ctx: emailCtx(), host: mockHost(), ...props };
  const Component = def.component;
  render(
    <WithTextareaCodeEditor>
      <Component {...all} />
    </WithTextareaCodeEditor>,
  );
  return all;
}
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionLabels = (el: HTMLSelectElement) => [...el.options].map((o) => o.textContent);

describe('the email editor sections', () => {
  it('lists Name, then the Configuration sections in the spec’s order, Dev Mode only in dev mode', () => {
    expect(EMAIL_SECTIONS.map((s) => s.title)).toEqual([M.name, 'Email Provider', 'Title', 'Widget Settings', 'Product Details', 'Call To Action', 'Advanced / Code', 'Dev Mode']);
    expect(EMAIL_SECTIONS.find((s) => s.title === 'Dev Mode')!.devModeOnly).toBe(true);
  });

  it('Name is optional: clearing it stores no name', () => {
    const { rec } = renderSection('email-name', { rec: emailRec({ name: 'Weekly picks' }) });
    expect(screen.getByText(M.nameOptional)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '' } });
    expect(rec.name).toBeNull();
  });

  it('a provider fills in its variable and unhashed flag and locks them; Custom frees them', () => {
    const { rec } = renderSection('email-provider');
    const provider = select(M.emailProvider);
    expect(optionLabels(provider)).toEqual([M.custom, ...EMAIL_PROVIDERS.map((p) => p.label)]);
    expect(EMAIL_PROVIDERS.filter((p) => p.unhashed)).toHaveLength(1);
    // A draft without a variable is refused with spec 5's message.
    expect(screen.getByText(REC_MESSAGES.hashedEmail)).toBeTruthy();

    const omnisend = EMAIL_PROVIDERS.find((p) => p.unhashed)!;
    fireEvent.change(provider, { target: { value: omnisend.code } });
    const variable = screen.getByLabelText(M.emailVariable) as HTMLInputElement;
    expect(variable.value).toBe(omnisend.variable);
    expect(variable.disabled).toBe(true);
    expect((screen.getByLabelText(M.unhashed) as HTMLInputElement).checked).toBe(true);
    expect(rec.opt('desktop', 'providerIsUnhashed')).toBe(true);
    expect(screen.queryByText(REC_MESSAGES.hashedEmail)).toBeNull();

    fireEvent.change(provider, { target: { value: '' } });
    expect(variable.disabled).toBe(false);
    fireEvent.change(variable, { target: { value: '{{ subscriber.hash }}' } });
    expect(rec.opt('desktop', 'providerHash')).toBe('{{ subscriber.hash }}');
  });

  it('Card Variant offers Version 1 (the default) and Version 2, stored as the API names them', () => {
    const { rec } = renderSection('email-provider');
    const variant = select(M.cardVariant);
    expect(optionLabels(variant)).toEqual([M.version1, M.version2]);
    expect(variant.value).toBe('v1');
    fireEvent.change(variant, { target: { value: 'v2' } });
    expect(rec.opt('desktop', 'emailCardVariant')).toBe('v2');
  });

  it('Widget Settings: grid, the spec’s ranges, and the desktop/mobile columns warning', () => {
    const { rec } = renderSection('email-widget-settings');
    expect(optionLabels(select(M.widgetType))).toEqual([M.grid]);
    expect(optionLabels(select(M.columnsDesktop))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(optionLabels(select(M.rowsDesktop))).toEqual(['1', '2', '3', '4']);
    expect(optionLabels(select(M.columnsMobile))).toEqual(['1', M.sameAsDesktop, '2', '3']);
    expect(optionLabels(select(M.displayUnavailableItems))).toEqual(['Default', 'Hide', 'Show', 'Show last']);
    expect(screen.queryByText(REC_MESSAGES.emailColumnsWarning)).toBeNull();

    fireEvent.change(select(M.columnsMobile), { target: { value: '2' } });
    expect(rec.opt('mobile', 'tableCols' as never)).toBe(2);
    expect(screen.getByText(REC_MESSAGES.emailColumnsWarning)).toBeTruthy();
    fireEvent.change(select(M.columnsMobile), { target: { value: 'same' } });
    expect(rec.opt('mobile', 'tableCols' as never)).toBe('same');
    expect(screen.queryByText(REC_MESSAGES.emailColumnsWarning)).toBeNull();

    fireEvent.change(select(M.columnsDesktop), { target: { value: '3' } });
    fireEvent.change(select(M.rowsDesktop), { target: { value: '2' } });
    fireEvent.change(select(M.displayUnavailableItems), { target: { value: 'show-end' } });
    expect([rec.opt('desktop', 'tableCols'), rec.opt('desktop', 'tableRows'), rec.opt('desktop', 'displayUnavailableItems')]).toEqual([3, 2, 'show-end']);
  });

  it('a product-list template asks for Product IDs, required', () => {
    const { rec } = renderSection('email-widget-settings', { rec: emailRec({ qualifiedName: 'manual' }) });
    expect(screen.queryByPlaceholderText(M.categorySearch)).toBeNull();
    expect(screen.getByText(REC_MESSAGES.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.productIds), { target: { value: '101, 102' } });
    expect(rec.opt('desktop', 'productIds')).toBe('101, 102');
    expect(screen.queryByText(REC_MESSAGES.required)).toBeNull();
  });

  it('a best-sellers template chooses a collection through the host’s debounced search', async () => {
    jest.useFakeTimers();
    try {
      const host = mockHost();
      host.searchCategories.mockResolvedValue([{ id: 'gid://shopify/Collection/7', title: 'Teaware', handle: 'teaware' }]);
      const { rec } = renderSection('email-widget-settings', { host });
      const input = screen.getByPlaceholderText(M.categorySearch);
      fireEvent.change(input, { target: { value: 'te' } });
      fireEvent.change(input, { target: { value: 'tea' } });
      expect(host.searchCategories).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(host.searchCategories).toHaveBeenCalledTimes(1);
      expect(host.searchCategories).toHaveBeenCalledWith('tea', 8);
      fireEvent.click(screen.getByText('Teaware'));
      expect(rec.opt('desktop', 'category')).toEqual({ id: 'gid://shopify/Collection/7', title: 'Teaware', handle: 'teaware' });
      expect(screen.getByText('Teaware')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Call To Action: Buy Now placeholder, View Product Title, button style; off disables them', () => {
    const { rec } = renderSection('email-call-to-action');
    const addToCart = screen.getByLabelText(M.addToCartTitle) as HTMLInputElement;
    expect(addToCart.placeholder).toBe('Buy Now');
    fireEvent.change(screen.getByLabelText(M.viewProductTitle), { target: { value: 'See it' } });
    fireEvent.change(screen.getByLabelText(M.buttonBackground), { target: { value: '#ff0000' } });
    expect(rec.opt('desktop', 'viewProductTitle')).toBe('See it');
    expect(rec.opt('desktop', 'style')).toEqual({ 'product-add-to-cart-btn': { 'background-color': '#ff0000' } });
    fireEvent.click(screen.getByLabelText(M.showCallToAction));
    expect(rec.opt('desktop', 'showProductAddToCart')).toBe(false);
    expect(addToCart.disabled).toBe(true);
  });

  it('Product Details toggles the card’s title, price and compare price', () => {
    const { rec } = renderSection('email-product-details');
    fireEvent.click(screen.getByLabelText(M.showProductPrice));
    expect(rec.opt('desktop', 'showProductPrice')).toBe(false);
  });

  it('Advanced / Code: Edit CSS, generated CSS only in dev mode, and Clear Cache through the host', async () => {
    const host = mockHost();
    const { rec } = renderSection('email-code', { host, rec: emailRec({}, {}, { tableCols: 2 }) });
    expect(screen.queryByLabelText(M.viewGeneratedCss)).toBeNull();
    fireEvent.change(screen.getByLabelText(M.editCss), { target: { value: '.vtr-title{color:red}' } });
    expect(rec.css).toBe('.vtr-title{color:red}');
    await act(async () => {
      fireEvent.click(screen.getByText(M.clearCache));
    });
    expect(host.clearCache).toHaveBeenCalledWith({ type: 'e', recommendationId: REC_ID });
    expect(host.snackbar).toHaveBeenCalledWith({ message: REC_MESSAGES.cacheClearing, intent: 'success' });
  });

  it('Edit CSS is a code pane (monaco in the product, lazily), in the console theme', () => {
    const panes: CodeEditorProps[] = [];
    const Spy = (props: CodeEditorProps) => (panes.push(props), null);
    const def = EMAIL_SECTIONS.find((s) => s.id === 'email-code')!;
    const Component = def.component;
    const rec = emailRec({ css: '.vtr-title{color:red}' });
    render(
      <CodeEditorImplementation.Provider value={Spy}>
        <Component rec={rec} ff="desktop" ctx={emailCtx({ theme: 'dark' })} host={mockHost()} />
      </CodeEditorImplementation.Provider>,
    );
    expect(panes.at(-1)).toMatchObject({ label: M.editCss, language: 'css', theme: 'dark', value: '.vtr-title{color:red}' });
    act(() => panes.at(-1)!.onChange!('.vtr-price{color:blue}'));
    expect(rec.css).toBe('.vtr-price{color:blue}');
  });

  it('shows generated CSS to dev mode, and says so when Clear Cache fails', async () => {
    const host = mockHost();
    host.clearCache.mockRejectedValue(new Error('gone'));
    renderSection('email-code', { host, ctx: emailCtx({ devMode: true }), rec: emailRec({}, {}, { tableCols: 2 }) });
    expect(screen.getByLabelText(M.viewGeneratedCss).textContent).toContain('@media only screen and (max-width:480px)');
    await act(async () => {
      fireEvent.click(screen.getByText(M.clearCache));
    });
    expect(host.snackbar).toHaveBeenCalledWith({ message: REC_MESSAGES.cacheClearFailed, intent: 'danger' });
  });

  it('Dev Mode shows the technical facts', () => {
    renderSection('email-dev-mode', { ctx: emailCtx({ devMode: true, staff: true }) });
    expect(screen.getByText(REC_ID)).toBeTruthy();
    expect(screen.getByText('best-sellers')).toBeTruthy();
  });
});
