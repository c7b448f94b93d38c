import { Classes, H1, Tag } from '@blueprintjs/core';
import { useSignedInUser } from '../session/SessionProvider';
import { HOME_MESSAGES } from './messages';
import styles from './HomePage.module.scss';

/** The App Library. For now a placeholder: the tile grid arrives with the applet registry. */
export function HomePage() {
  const user = useSignedInUser();

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <H1 className={styles.title}>{HOME_MESSAGES.heading}</H1>
        <p className={Classes.TEXT_MUTED}>{HOME_MESSAGES.hint}</p>
      </header>
      <p className={styles.signedIn}>
        <span data-testid="signed-in-as">{HOME_MESSAGES.signedInAs(user.email)}</span>
        {user.staff && (
          <Tag intent="primary" minimal round data-testid="staff-tag">
            {HOME_MESSAGES.staff}
          </Tag>
        )}
      </p>
    </section>
  );
}
