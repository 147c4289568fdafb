DROP INDEX "invoice_documents_one_invoice";--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "refers_to_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_refers_to_id_invoice_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."invoice_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_refers_once" ON "invoice_documents" USING btree ("kind","refers_to_id") WHERE "invoice_documents"."kind" <> 'creditNote' AND "invoice_documents"."refers_to_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_one_first_invoice" ON "invoice_documents" USING btree ("order_id") WHERE "invoice_documents"."kind" = 'invoice' AND "invoice_documents"."refers_to_id" IS NULL;--> statement-breakpoint
UPDATE "invoice_documents" AS d SET "billing" = o."billing" FROM "orders" AS o WHERE o."id" = d."order_id" AND d."billing" IS NULL;
