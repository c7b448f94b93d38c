/**
 * /applet/rec/{online|email}/recommend-edit?pl=&id=&external=: the recommendation editor.
 * The editor itself runs in its own sandboxed frame (sandbox/editor); this page owns it
 * (EditorFrameHost), makes a new recommendation from a template (`external` without `id`),
 * finds the storefront preview link for the place, and keeps the URL in step with what the
 * editor opens. `id=global` opens the global settings.
 */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useApi, useNavigation, useSite } from 'sdk';
import type { EditorChannel, EditorContext } from 'sdk/sandbox';
import { useInstallation } from '../shared/useInstallation';
import { EditorFrameHost } from './host/EditorFrameHost';
import { EDITOR_MESSAGES as M } from './messages';

export function RecommendEditPage() {
  return <RecommendEditor channel="online" />;
}

export function EmailRecommendEditPage() {
  return <RecommendEditor channel="email" />;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : M.noAdditionalInformation);

function RecommendEditor({ channel }: { channel: EditorChannel }) {
  const [params, setParams] = useSearchParams();
  const api = useApi();
  const navigation = useNavigation();
  const id = params.get('id') ?? '';
  const external = params.get('external');
  const place = params.get('pl') ?? (channel === 'email' ? 'EMAIL' : '');
  const [createError, setCreateError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // The plan decides spec 2's 'Unsupported page' and provisioning notices; the frame is told at hello.
  const installation = useInstallation();
  const site = useSite();
  const shop: NonNullable<EditorContext['shop']> = {
    highestPlan: installation.state === 'ok' ? Boolean(installation.check.shopPlan?.shopifyPlus) : null,
    campaignsOff: Boolean(site.flags?.HicPlusDisableAwsCampaigns),
  };

  const setQuery = (change: Record<string, string | null>, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // A template's new recommendation: made on the server, then edited like any other.
  useEffect(() => {
    if (id || !external) return;
    let live = true;
    api
      .fetch<{ _id: string; place: string }>('/api2/recommendation/create', { method: 'POST', body: { recommendation: { template: external, place: place || undefined, kind: channel === 'email' ? 'email' : undefined } }, silent: true })
      .then((doc) => live && setQuery({ id: doc._id, pl: place || doc.place, external: null }, true))
      .catch((error) => live && setCreateError(errorText(error)));
    return () => {
      live = false;
    };
  }, [api, id, external]);

  // The storefront page for the place, with a preview token (a new one per place).
  useEffect(() => {
    if (channel === 'email' || !id || id === 'global' || !place) {
      setPreviewUrl(null);
      return;
    }
    let live = true;
    api
      .fetch<{ url: string }>('/api2/shop/rec/action/preview-link', { query: { pageClass: place, recommendation: id }, silent: true })
      .then((link) => live && (setPreviewUrl(link.url), setPreviewError(null)))
      .catch((error) => live && setPreviewError(error instanceof ApiError ? error.message : errorText(error)));
    return () => {
      live = false;
    };
  }, [api, channel, id, place]);

  if (createError) {
    return (
      <Callout intent="danger" title={M.createError}>
        {createError}
      </Callout>
    );
  }
  if ((!id && external) || installation.state === 'loading') return <NonIdealState icon={<Spinner />} description={M.loading} />;
  return (
    <>
      {previewError && (
        <Callout intent="warning" title={M.previewError} compact>
          {previewError}
        </Callout>
      )}
      <EditorFrameHost
        key={`${channel}|${id}`}
        channel={channel}
        place={place}
        recId={id}
        external={external}
        previewUrl={previewUrl}
        shop={shop}
        onOpen={(target) => {
          const change: Record<string, string | null> = {};
          if (target.place && target.place !== place) change.pl = target.place;
          if (target.id && target.id !== id) change.id = target.id;
          // The preview's own navigation changes the place without a new entry in history.
          if (Object.keys(change).length) setQuery(change, !change.id);
        }}
        onExit={() => navigation.navigate(channel === 'email' ? 'email' : 'online')}
      />
    </>
  );
}
