// The same subset under the 'react-router-dom' share key (a provided module needs a file of its own).
export * from './react-router';
