export const createOutboundEmailsRepository = () => [];
