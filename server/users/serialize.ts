import type { UserRow } from '../http/auth';

/** The user as the console sees it (never the password hash). */
export function userJson(user: UserRow) {
  return {
    _id: user.id,
    __v: user.version,
    name: user.name,
    first: user.first,
    last: user.last,
    title: user.title,
    businessRole: user.business_role,
    email: user.email,
    tel: user.tel,
    image: user.image,
    ic_hash: user.ic_hash,
  };
}
