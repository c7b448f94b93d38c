/** Spec 2: the scenario 'Custom' shows Custom Configuration and hides the staff Recipe section. */
export const CUSTOM_SCENARIO = 'Custom';

/** Documents written by hand or older tools may say 'custom': the same scenario. */
export const isCustomScenario = (scenario: string | null | undefined) => (scenario ?? '').toLowerCase() === CUSTOM_SCENARIO.toLowerCase();
