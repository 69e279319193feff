import { apiRequest } from '@client/lib/api-client';
import type { TestMailInput, TestMailResult } from '@shared/schemas/mail';
import { useMutation } from '@tanstack/react-query';

export const sendTestMail = (input: TestMailInput) =>
  apiRequest<TestMailResult>('POST', '/api/admin/mail/test', input);

export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
