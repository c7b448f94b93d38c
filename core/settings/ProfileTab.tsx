import { FIELD_LIMITS } from './fieldLimits';
import { SETTINGS_MESSAGES } from './messages';
import { buildRecordPatch } from './recordPatch';
import { ReadOnlyField, SettingsFormLayout, TextField } from './fields';
import { saveUser, type SettingsUser } from './settingsApi';
import { useSettingsForm } from './useSettingsForm';
import { phone, required, type FormRules } from './validation';
import styles from './SettingsDialog.module.scss';

type ProfileValues = { first: string; last: string; title: string; businessRole: string; tel: string };

// Spec 5 marks Phone required; the server refuses a blank first or last name as well.
const RULES: FormRules<ProfileValues> = { first: [required], last: [required], tel: [required, phone] };

const toValues = (user: SettingsUser): ProfileValues => ({
  first: user.first ?? '',
  last: user.last ?? '',
  title: user.title ?? '',
  businessRole: user.businessRole ?? '',
  tel: user.tel ?? '',
});

const fullName = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(' ');

/**
 * The edited user. The display name follows first and last while it was made from them (or
 * empty); a name the user chose differently is left alone.
 */
export function applyProfileValues(user: SettingsUser, values: ProfileValues): SettingsUser {
  const derived = !user.name?.trim() || user.name.trim() === fullName(user.first ?? '', user.last ?? '');
  return { ...user, ...values, ...(derived && { name: fullName(values.first, values.last) }) };
}

async function save(before: SettingsUser, after: SettingsUser): Promise<SettingsUser> {
  const patch = buildRecordPatch(before, after);
  return patch ? saveUser(before._id, patch) : before;
}

export interface ProfileTabProps {
  user: SettingsUser;
  onSaved(user: SettingsUser): void;
  onDirtyChange(dirty: boolean): void;
}

export function ProfileTab({ user, onSaved, onDirtyChange }: ProfileTabProps) {
  const form = useSettingsForm({ draftKey: `me:${user._id}`, record: user, toValues, applyValues: applyProfileValues, rules: RULES, save, onSaved, onDirtyChange });
  return (
    <SettingsFormLayout form={form}>
      <div className={styles.row}>
        <TextField form={form} name="first" maxLength={FIELD_LIMITS.first} label={SETTINGS_MESSAGES.first} required autoComplete="given-name" />
        <TextField form={form} name="last" maxLength={FIELD_LIMITS.last} label={SETTINGS_MESSAGES.last} required autoComplete="family-name" />
      </div>
      <TextField form={form} name="title" maxLength={FIELD_LIMITS.title} label={SETTINGS_MESSAGES.jobTitle} autoComplete="organization-title" />
      <TextField form={form} name="businessRole" maxLength={FIELD_LIMITS.businessRole} label={SETTINGS_MESSAGES.role} />
      <TextField form={form} name="tel" maxLength={FIELD_LIMITS.tel} label={SETTINGS_MESSAGES.phone} required type="tel" autoComplete="tel" />
      <ReadOnlyField label={SETTINGS_MESSAGES.email} value={user.email} helperText={SETTINGS_MESSAGES.emailHelper} />
    </SettingsFormLayout>
  );
}
