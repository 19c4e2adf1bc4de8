/** What other areas may use of the identity module: creating a person with an identity, and ending or restoring their sign-in. */
export { ensureProfile, findIdentityByEmail, insertPerson, usuarioEmailTaken } from './auth.repository';
export { findIdentityByUsuario, revokeAllOfIdentity, updateIdentity } from './auth.repository';
