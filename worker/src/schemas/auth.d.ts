import * as v from 'valibot';
export declare const signInSchema: v.ObjectSchema<{
    readonly email: v.SchemaWithPipe<readonly [v.StringSchema<"Enter your email address">, v.TrimAction, v.NonEmptyAction<string, "Enter your email address">, v.MaxLengthAction<string, 254, "Email address must be at most 254 characters">, v.EmailAction<string, "Enter an email address like name@example.org">, v.ToLowerCaseAction]>;
    readonly password: v.SchemaWithPipe<readonly [v.StringSchema<"Enter your password">, v.NonEmptyAction<string, "Enter your password">, v.MaxLengthAction<string, 128, "Password must be at most 128 characters">]>;
}, undefined>;
export declare const PASSWORD_MIN = 10;
export declare const PASSWORD_MAX = 128;
export declare const registerSchema: v.ObjectSchema<{
    readonly firstName: v.SchemaWithPipe<readonly [v.StringSchema<`Enter your ${string}`>, v.TrimAction, v.NonEmptyAction<string, `Enter your ${string}`>, v.MaxLengthAction<string, 80, `${string}${string} must be at most 80 characters`>]>;
    readonly lastName: v.SchemaWithPipe<readonly [v.StringSchema<`Enter your ${string}`>, v.TrimAction, v.NonEmptyAction<string, `Enter your ${string}`>, v.MaxLengthAction<string, 80, `${string}${string} must be at most 80 characters`>]>;
    readonly email: v.SchemaWithPipe<readonly [v.StringSchema<"Enter your email address">, v.TrimAction, v.NonEmptyAction<string, "Enter your email address">, v.MaxLengthAction<string, 254, "Email address must be at most 254 characters">, v.EmailAction<string, "Enter an email address like name@example.org">, v.ToLowerCaseAction]>;
    readonly password: v.SchemaWithPipe<readonly [v.StringSchema<"Enter a password">, v.MinLengthAction<string, 10, "Password must be at least 10 characters">, v.MaxLengthAction<string, 128, "Password must be at most 128 characters">]>;
}, undefined>;
export type SignInInput = v.InferInput<typeof signInSchema>;
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type Role = 'member' | 'editor' | 'admin';
/** What GET /api/auth/user returns. */
export type CurrentUser = {
    id: number;
    firstName: string | null;
    lastName: string | null;
    email: string;
    membershipLevel: string;
    role: Role;
};
