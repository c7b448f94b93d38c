import { FormGroup, H6, NumericInput, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { buttonStyle, emailOpt, setButtonStyle, setEmailOpt } from './opts';

/** The card's defaults (server/email-images/card-svg.ts), shown while the merchant has set none. */
const DEFAULT_BACKGROUND = '#111827';
const DEFAULT_TEXT = '#ffffff';
const DEFAULT_RADIUS = 6;

/**
 * Spec 2: Show Call To Action, Add To Cart Title (placeholder Buy Now, for products without
 * multiple variants), View Product Title (for products with several), and the button's style.
 */
export const CallToActionSection = observer(function CallToActionSection({ rec }: SectionProps) {
  const show = emailOpt(rec, 'showProductAddToCart') !== false;
  const style = buttonStyle(rec);
  const text = (key: string) => (emailOpt(rec, key) as string | undefined) ?? '';
  const radius = parseFloat(style['border-radius'] ?? '');
  return (
    <>
      <Switch label={M.showCallToAction} checked={show} onChange={(e) => setEmailOpt(rec, 'showProductAddToCart', e.currentTarget.checked)} />
      {(['addToCartTitle', 'viewProductTitle'] as const).map((key) => (
        <TextField
          key={key}
          label={M[key]}
          disabled={!show}
          placeholder={key === 'addToCartTitle' ? M.addToCartPlaceholder : undefined}
          value={text(key)}
          emptyIsUnset={false}
          maxLength={TEXT_LIMITS.buttonLabel}
          onChange={(value) => setEmailOpt(rec, key, value ?? '')}
        />
      ))}
      <H6>{M.buttonStyle}</H6>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={M.buttonBackground} labelFor="email-button-bg" disabled={!show}>
          <input id="email-button-bg" type="color" disabled={!show} value={style['background-color'] ?? DEFAULT_BACKGROUND} onChange={(e) => setButtonStyle(rec, 'background-color', e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={M.buttonText} labelFor="email-button-color" disabled={!show}>
          <input id="email-button-color" type="color" disabled={!show} value={style.color ?? DEFAULT_TEXT} onChange={(e) => setButtonStyle(rec, 'color', e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={M.buttonRadius} labelFor="email-button-radius" disabled={!show}>
          <NumericInput
            id="email-button-radius"
            disabled={!show}
            min={0}
            max={50}
            minorStepSize={null}
            style={{ width: 64 }}
            value={Number.isFinite(radius) ? radius : DEFAULT_RADIUS}
            onValueChange={(value) => Number.isFinite(value) && setButtonStyle(rec, 'border-radius', `${Math.min(50, Math.max(0, value))}px`)}
          />
        </FormGroup>
      </div>
    </>
  );
});
