export { compileTransaction, decodeTransaction } from './compile-transaction.js';
