import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_CARD_VARIANTS, EMAIL_PROVIDERS, findEmailProvider } from '../../../../plugins/recommendations/model/email-options';
import { validateRecommendation } from '../../../../plugins/recommendations/model/validate';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';
import { emailOpt, recLike, setEmailOpt } from './opts';

/**
 * Spec 2 and 5: Email Provider (templates, one unhashed, plus custom), Email Variable (filled
 * and disabled while a provider is chosen) with its unhashed flag, and Card Variant.
 */
export const ProviderSection = observer(function ProviderSection({ rec }: SectionProps) {
  const code = (emailOpt(rec, 'providerCode') as string | undefined) ?? '';
  const provider = findEmailProvider(code);
  const variableError = validateRecommendation(recLike(rec)).find((e) => e.field === 'widgetOpts.desktop.providerHash')?.message;
  const choose = (next: string) => {
    setEmailOpt(rec, 'providerCode', next);
    const chosen = findEmailProvider(next);
    // Choosing a provider fills in its template variable and its unhashed flag (spec 5).
    if (chosen) {
      setEmailOpt(rec, 'providerHash', chosen.variable);
      setEmailOpt(rec, 'providerIsUnhashed', chosen.unhashed);
    }
  };
  return (
    <>
      <FormGroup label={M.emailProvider} labelFor="email-provider" helperText={M.providerHelp}>
        <HTMLSelect
          id="email-provider"
          fill
          value={provider ? code : ''}
          onChange={(e) => choose(e.currentTarget.value)}
          options={[{ value: '', label: M.custom }, ...EMAIL_PROVIDERS.map((p) => ({ value: p.code, label: p.label }))]}
        />
      </FormGroup>
      <FormGroup label={M.emailVariable} labelFor="email-variable" intent={variableError ? 'danger' : 'none'} helperText={variableError ?? M.variableHelp}>
        <InputGroup
          id="email-variable"
          disabled={Boolean(provider)}
          intent={variableError ? 'danger' : 'none'}
          value={(emailOpt(rec, 'providerHash') as string | undefined) ?? ''}
          onValueChange={(value) => setEmailOpt(rec, 'providerHash', value)}
        />
      </FormGroup>
      <Switch label={M.unhashed} disabled={Boolean(provider)} checked={emailOpt(rec, 'providerIsUnhashed') === true} onChange={(e) => setEmailOpt(rec, 'providerIsUnhashed', e.currentTarget.checked)} />
      <FormGroup label={M.cardVariant} labelFor="email-card-variant">
        <HTMLSelect
          id="email-card-variant"
          fill
          // Spec 9: the email editor's own default is Version 1.
          value={emailOpt(rec, 'emailCardVariant') === 'v2' ? 'v2' : 'v1'}
          onChange={(e) => setEmailOpt(rec, 'emailCardVariant', e.currentTarget.value)}
          options={EMAIL_CARD_VARIANTS.map((v) => ({ value: v, label: v === 'v1' ? M.version1 : M.version2 }))}
        />
      </FormGroup>
    </>
  );
});
