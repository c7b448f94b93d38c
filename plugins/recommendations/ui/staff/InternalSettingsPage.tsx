import { Callout, Intent } from '@blueprintjs/core';
import { RecPage } from '../shared/RecPage';
import { StaffOnly } from './StaffOnly';
import { BillingSection } from './BillingSection';
import { CloneSection } from './CloneSection';
import { DeprovisionSection } from './DeprovisionSection';
import { FlagsSection } from './FlagsSection';
import { STAFF } from './messages';
import { StaffLogProvider } from './log/StaffLogContext';
import { StaffLogSection } from './log/StaffLogSection';
import { ResetSection } from './ResetSection';
import styles from './Staff.module.scss';
import { TrialSection } from './TrialSection';

/** Internal Only Settings (spec 2, /settings/internal, dev mode only). Every call is staff-only on the server too. */
function InternalSettingsPageContent() {
  return (
    <RecPage title={STAFF.internalTitle} testId="rec-internal-settings">
      <Callout intent={Intent.WARNING} icon="lock" compact>
        {STAFF.staffOnly}
      </Callout>
      <StaffLogProvider>
        <div className={styles.sections}>
          <BillingSection />
          <TrialSection />
          <CloneSection />
          <FlagsSection />
          <ResetSection />
          <DeprovisionSection />
          <StaffLogSection />
        </div>
      </StaffLogProvider>
    </RecPage>
  );
}

export function InternalSettingsPage() {
  return (
    <StaffOnly>
      <InternalSettingsPageContent />
    </StaffOnly>
  );
}
