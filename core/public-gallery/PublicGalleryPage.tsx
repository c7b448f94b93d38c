import { AnchorButton, Button, Card, Classes, H1, H2, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Error as ErrorIcon, Flash, Moon, Refresh } from '@blueprintjs/icons';
import { useCallback, useEffect, useState } from 'react';
import { Logo } from '../brand/Logo';
import { useDocumentTitle } from '../routing/pageTitle';
import { applyTheme, readTheme, saveTheme, type Theme } from '../theme/theme';
import { fetchPublicGallery, type PublicGallery, type PublicGalleryCollection } from './galleryApi';
import { consoleHref } from './galleryLinks';
import { GALLERY_MESSAGES as M, INSTALL_URL } from './messages';
import styles from './PublicGalleryPage.module.scss';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; gallery: PublicGallery };

function Collection({ collection }: { collection: PublicGalleryCollection }) {
  const headingId = `gallery-${collection.id}`;
  return (
    <section className={styles.collection} aria-labelledby={headingId}>
      <H2 id={headingId} className={styles.collectionTitle}>
        {collection.title}
      </H2>
      <p className={[Classes.TEXT_MUTED, styles.collectionDescription].join(' ')}>{collection.description}</p>
      <ul className={styles.grid}>
        {collection.items.map((item) => (
          <li key={item.id} className={styles.gridItem}>
            <Card className={styles.card}>
              <H3 className={styles.itemTitle}>{item.title}</H3>
              <p className={styles.itemDescription}>{item.description}</p>
              {item.places.length > 0 && (
                <div className={styles.places} aria-label={`${M.showsOn}: ${item.places.join(', ')}`} role="group">
                  {item.places.map((place) => (
                    <Tag key={place} minimal round>
                      {place}
                    </Tag>
                  ))}
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The public gallery (console-shell spec 1): a read-only catalogue of the recommendation
 * templates for visitors who are not signed in, on /public and on the gallery host. It needs no
 * session and no site; what it stores (the theme) goes under h40_public_.
 */
export function PublicGalleryPage({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle(M.title);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [theme, setTheme] = useState<Theme>(readTheme);

  const fetchGallery = useCallback(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    fetchPublicGallery().then(
      (gallery) => !cancelled && setLoad({ status: 'ready', gallery }),
      () => !cancelled && setLoad({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(fetchGallery, [fetchGallery]);

  const toggleTheme = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveTheme(next);
    setTheme(next);
  };
  const console = consoleHref(window.location, signedIn);

  let body;
  if (load.status === 'loading') {
    body = <Spinner className={styles.state} aria-label={M.loading} />;
  } else if (load.status === 'failed') {
    body = (
      <NonIdealState
        className={styles.state}
        icon={<ErrorIcon size={48} />}
        title={M.failed}
        description={M.failedDescription}
        action={<Button icon={<Refresh />} text={M.tryAgain} onClick={fetchGallery} />}
      />
    );
  } else {
    body = load.gallery.collections.map((collection) => <Collection key={collection.id} collection={collection} />);
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo size={28} />
        <div className={styles.headerActions}>
          <Button
            variant="minimal"
            icon={theme === 'dark' ? <Flash /> : <Moon />}
            aria-label={theme === 'dark' ? M.lightTheme : M.darkTheme}
            title={theme === 'dark' ? M.lightTheme : M.darkTheme}
            onClick={toggleTheme}
          />
          <AnchorButton variant="outlined" href={console} text={signedIn ? M.openConsole : M.signIn} />
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.hero}>
          <H1 className={styles.heading}>{M.heading}</H1>
          <p className={styles.intro}>{M.intro}</p>
          <div className={styles.cta}>
            <AnchorButton intent="primary" size="large" href={INSTALL_URL} target="_blank" rel="noopener noreferrer" text={M.install} />
            <AnchorButton size="large" href={console} text={signedIn ? M.openConsole : M.signIn} />
          </div>
        </div>
        {body}
      </main>
    </div>
  );
}
