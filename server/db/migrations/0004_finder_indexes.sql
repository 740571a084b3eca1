CREATE INDEX "goods_species_codes_idx" ON "goods" USING gin ("species_codes");--> statement-breakpoint
CREATE INDEX "goods_application_codes_idx" ON "goods" USING gin ("application_codes");--> statement-breakpoint
CREATE INDEX "goods_area_codes_idx" ON "goods" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "goods_labels_idx" ON "goods" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "goods_medium_code_idx" ON "goods" USING btree ("medium_code");