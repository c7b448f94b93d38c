import { changedPaths, fieldLabel, fieldLabels } from './fields';

describe('field names as the editor shows them (issue 32 #12)', () => {
  it('names a field by its label and form factor, never by its path in the document', () => {
    expect(fieldLabel('widgetOpts.desktop.title')).toBe('Title Text (Desktop)');
    expect(fieldLabel('widgetOpts.mobile.addToCartTitle')).toBe('Add To Cart Title (Mobile)');
    expect(fieldLabel('widgetOpts.desktop.style.title.font-size')).toBe('Styles (Desktop)');
    expect(fieldLabel('catIds[2].title')).toBe('Categories');
    expect(fieldLabel('config.altPreviewUrl')).toBe('Alternate Preview Path');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('widgetOpts')).toBe('Widget options');
  });

  it('lists what a save changed down to the field, and its labels once each', () => {
    const paths = changedPaths({ css: '.x{}', widgetOpts: { desktop: { title: 'A', style: {} }, mobile: { title: 'B' } }, config: { altPreviewUrl: '/x' } });
    expect(paths).toEqual(['config.altPreviewUrl', 'css', 'widgetOpts.desktop.style', 'widgetOpts.desktop.title', 'widgetOpts.mobile.title']);
    expect(fieldLabels(paths)).toEqual(['Alternate Preview Path', 'CSS', 'Styles (Desktop)', 'Title Text (Desktop)', 'Title Text (Mobile)']);
  });
});
