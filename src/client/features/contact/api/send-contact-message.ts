import { apiRequest } from '@client/lib/api-client';
import type { ContactMessageInput } from '@shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<{ id: string }>('POST', '/api/contact', input);

/** POST /api/contact. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
