/** What other areas may use of the identity module: creating a person with an identity. */
export { ensureProfile, findIdentityByEmail, insertPerson, usuarioEmailTaken } from './auth.repository';
