/** Spec section 8 "Save failure": the texts of a failed save, shared by every form. */
export const saveText = {
  failureTitle: 'Возникла ошибка',
  noConnection: 'Не удалось установить соединение с сервером',
} as const
