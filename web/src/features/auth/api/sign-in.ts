import type { CurrentUser, RegisterInput, SignInInput } from '@schemas/auth';
import { api } from '@/lib/api-client';

export const signIn = (input: SignInInput) => api<CurrentUser>('/api/auth/login', { method: 'POST', body: input });
export const registerAccount = (input: RegisterInput) => api<CurrentUser>('/api/auth/register', { method: 'POST', body: input });
