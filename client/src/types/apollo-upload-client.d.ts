// apollo-upload-client 20 ships JavaScript with JSDoc types only; this declares what the app uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string; credentials?: RequestCredentials; headers?: Record<string, string>; fetchOptions?: RequestInit });
  }
}
