import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import styles from './ShellLayout.module.scss';

export function ShellLayout() {
  return (
    <div className={styles.shell}>
      <AppHeader />
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
