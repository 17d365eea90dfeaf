import * as z from 'zod/mini'

/** Spec section 3 "User" (api-contract adds createdAt). */
export const userSchema = z.object({
  _id: z.string(),
  display_name: z.pipe(
    z.nullish(z.string()),
    z.transform((name: string | null | undefined) => name ?? ''),
  ),
  email: z.string(),
  is_active: z.boolean(),
  createdAt: z.nullish(z.string()),
})
export type User = z.infer<typeof userSchema>

export const userListResponseSchema = z.object({ users: z.array(userSchema), total: z.number() })
export type UserListResponse = z.infer<typeof userListResponseSchema>

export const userResponseSchema = z.object({ user: userSchema })
