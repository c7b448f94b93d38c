/** Words of the staff-only sections (spec 2 "Recipe" and "Dev Mode"; spec 6 lists what staff see). */
export const STAFF_SECTION_TITLES = {
  recipe: 'Recipe',
  devMode: 'Dev Mode',
} as const;

export const STAFF_MESSAGES = {
  recipe: 'Recipe',
  recipeHelper: 'Changing the recipe changes which products this recommendation shows.',
  template: 'Template',
  strategy: 'Strategy',
  unknownTemplate: 'None',
  id: 'ID',
  external: 'External ID',
  qualifiedName: 'Qualified Name',
  kind: 'Kind',
  place: 'Place',
  status: 'Status',
  version: 'Version',
  scenario: 'Scenario',
  widgetOpts: (ff: string) => `Stored ${ff} options`,
  noneStored: 'Nothing stored: every option is the default.',
} as const;
