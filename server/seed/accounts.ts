/** The demo world's sign-ins, printed by `npm start` and used by the tests. */
export const DEMO_ACCOUNTS = [
  { role: 'merchant', email: 'merchant@example.com', password: 'vitrine-merchant', first: 'Maya', last: 'Merchant', title: 'Owner', businessRole: 'Executive', tel: '+1 415 555 0134' },
  { role: 'staff', email: 'staff@vitrine.dev', password: 'vitrine-staff', first: 'Sam', last: 'Staff', title: 'Solutions Engineer', businessRole: 'Operations', tel: '+1 646 555 0199' },
  { role: 'merchant', email: 'owner@globex.example', password: 'vitrine-globex', first: 'Gia', last: 'Globex', title: 'CEO', businessRole: 'Executive', tel: '+44 20 7946 0321' },
] as const;
