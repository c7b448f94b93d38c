/**
 * /applet/rec/online/recommend-edit?pl=&id=&external=: the recommendation with its live store
 * preview. This first version edits a few fields inline (title, widget type, products per
 * view); the full editor moves into its own sandboxed frame (sandbox/editor) next.
 */
import { Button, ButtonGroup, Callout, FormGroup, H3, HTMLSelect, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useApi, useSnackbars, useUnsavedChangesGuard } from 'sdk';
import type { FormFactor, RenderResult, WidgetType } from 'sdk/sandbox';
import { EDITOR_MESSAGES as M } from './messages';
import { recommendationFromDocument, type Recommendation } from './model/RecommendationModel';
import { StorePreview } from './preview/StorePreview';

const WIDGET_TYPES: WidgetType[] = ['slider', 'grid', 'list'];

export function RecommendEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const api = useApi();
  const [rec, setRec] = useState<Recommendation | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const doc = await api.fetch<Record<string, unknown>>(`/api2/recommendation/${encodeURIComponent(id)}`, { silent: true });
      const model = recommendationFromDocument(doc, { api });
      const place = params.get('pl') || model.place;
      const link = await api.fetch<{ url: string }>('/api2/shop/rec/action/preview-link', { query: { pageClass: place, recommendation: model._id }, silent: true });
      if (!live) return;
      setRec(model);
      setPreviewUrl(link.url);
    })().catch((err) => live && setError(err instanceof ApiError && err.status === 404 ? M.notFound : (err as Error).message));
    return () => {
      live = false;
    };
  }, [api, id, params]);

  if (error) return <Callout intent="danger" title={error === M.notFound ? M.notFound : M.previewError}>{error === M.notFound ? null : error}</Callout>;
  if (!rec || !previewUrl) return <p>{M.loading}</p>;
  return <Editor rec={rec} previewUrl={previewUrl} />;
}

const Editor = observer(function Editor({ rec, previewUrl }: { rec: Recommendation; previewUrl: string }) {
  const [ff, setFf] = useState<FormFactor>(rec.opt('desktop', 'disabled') ? 'mobile' : 'desktop');
  const [outcome, setOutcome] = useState<RenderResult | null>(null);
  const snackbars = useSnackbars();
  useUnsavedChangesGuard(rec.isDirty);
  const preview = rec.preview;

  const save = async () => {
    try {
      await rec.save();
      snackbars.show({ message: M.saved, intent: 'success' });
    } catch (err) {
      const duplicate = err instanceof ApiError && err.code === 11000;
      snackbars.show({ message: `${M.saveFailed}: ${duplicate ? M.duplicate : M.additionalInformation + (err as Error).message}`, intent: 'danger' });
    }
  };

  return (
    <section data-applet-page="recommend-edit" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      {/* Side by side on a desktop; stacked on a phone, the preview under the fields. */}
      <div style={{ flex: '0 1 300px', minWidth: 0 }}>
        <H3>{M.title}</H3>
        <p>
          <Tag minimal>{rec.external}</Tag> <Tag minimal intent={rec.status === 'production' ? 'success' : 'none'}>{rec.status}</Tag>
        </p>
        <FormGroup label={M.titleText} labelFor="rec-title">
          <InputGroup id="rec-title" value={rec.opt(ff, 'title') ?? ''} onValueChange={(value) => rec.setOpt(ff, 'title', value)} />
        </FormGroup>
        <FormGroup label={M.widgetType} labelFor="rec-widget">
          <HTMLSelect id="rec-widget" value={rec.opt(ff, 'widget') ?? (ff === 'desktop' ? 'slider' : 'grid')} options={WIDGET_TYPES} onChange={(e) => rec.setOpt(ff, 'widget', e.currentTarget.value as WidgetType)} />
        </FormGroup>
        <FormGroup label={M.productsPerView} labelFor="rec-ppv">
          <NumericInput id="rec-ppv" min={1} max={8} stepSize={0.5} value={rec.opt(ff, 'productsPerView') ?? (ff === 'desktop' ? 4 : 2)} onValueChange={(value) => Number.isFinite(value) && rec.setOpt(ff, 'productsPerView', value)} />
        </FormGroup>
        {rec.isDirty && (
          <Callout intent="warning" title={M.unsaved}>
            <ButtonGroup>
              <Button text={M.discard} onClick={() => rec.discardChanges()} />
              <Button intent="primary" text={rec.status === 'initial' ? M.save : M.saveAndUpdate} loading={rec.saving} onClick={save} />
            </ButtonGroup>
          </Callout>
        )}
      </div>
      <div style={{ flex: '1 1 360px', minWidth: 0 }}>
        <ButtonGroup aria-label="Form factor">
          <Button icon="desktop" text={M.desktop} active={ff === 'desktop'} onClick={() => setFf('desktop')} />
          <Button icon="mobile-phone" text={M.mobile} active={ff === 'mobile'} onClick={() => setFf('mobile')} />
        </ButtonGroup>{' '}
        {outcome?.outcome === 'location-not-found' && <Tag intent="warning">{M.locationNotFound}</Tag>}
        {outcome?.outcome === 'disabled' && <Tag>{M.disabled}</Tag>}
        <div style={{ height: '70vh', marginTop: 8 }}>
          <StorePreview url={previewUrl} recommendation={preview} formFactor={ff} onRendered={setOutcome} />
        </div>
      </div>
    </section>
  );
});
