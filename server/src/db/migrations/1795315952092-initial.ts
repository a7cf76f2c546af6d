import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795315952092 implements MigrationInterface {
  name = 'Initial1795315952092';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TYPE "public"."user_type" AS ENUM('admin', 'franchisor', 'customer')`);
    await queryRunner.query(`CREATE TYPE "public"."account_status" AS ENUM('pending', 'approved', 'rejected')`);
    await queryRunner.query(`CREATE TABLE "profiles" ("id" uuid NOT NULL, "full_name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "user_type" "public"."user_type" NOT NULL, "status" "public"."account_status" NOT NULL DEFAULT 'pending', "company_name" character varying(200), "phone" character varying(40), "approved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_login" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8e520eb4da7dc01d0e190447c8e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7668b15f6369db08253e9c1767" ON "profiles"  ("user_type", "last_login") `);
    await queryRunner.query(`CREATE INDEX "IDX_feb491e544de57f2f87b0aefec" ON "profiles"  ("user_type", "status", "created_at") `);
    await queryRunner.query(`CREATE TABLE "franchise_details" ("franchise_id" uuid NOT NULL, "short_description" character varying(500) NOT NULL DEFAULT '', "long_description" text NOT NULL DEFAULT '', "investment_amount" numeric(12,2), "main_image_url" character varying(500), "brochure_url" character varying(500), CONSTRAINT "PK_b7123eb48ed00942f6794addcf8" PRIMARY KEY ("franchise_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d5093f0053466b039ba47b9548" ON "franchise_details"  ("investment_amount") `);
    await queryRunner.query(`CREATE TYPE "public"."franchise_status" AS ENUM('pending', 'approved', 'rejected')`);
    await queryRunner.query(`CREATE TABLE "franchises" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "location" character varying(200) NOT NULL DEFAULT 'UK', "franchisor_id" uuid, "status" "public"."franchise_status" NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "approved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5ff74e1ad0637c499c4ed139e2c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8a6e56ecd7fa662115e3050ff8" ON "franchises"  ("franchisor_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_718c41066aaed2a101cbd2d42f" ON "franchises"  ("status", "created_at") `);
    await queryRunner.query(`CREATE TYPE "public"."ad_duration" AS ENUM('1m', '3m', '6m', '12m')`);
    await queryRunner.query(`CREATE TYPE "public"."ad_status" AS ENUM('pending_payment', 'active', 'expired')`);
    await queryRunner.query(`CREATE TYPE "public"."payment_status" AS ENUM('pending', 'completed')`);
    await queryRunner.query(`CREATE TABLE "featured_ads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "amount" numeric(12,2) NOT NULL DEFAULT '0', "duration" "public"."ad_duration" NOT NULL, "status" "public"."ad_status" NOT NULL DEFAULT 'pending_payment', "payment_status" "public"."payment_status" NOT NULL DEFAULT 'pending', "start_date" TIMESTAMP WITH TIME ZONE, "end_date" TIMESTAMP WITH TIME ZONE, "categories" uuid array NOT NULL DEFAULT '{}'::uuid[], "checkout_session_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2f3b5b5c1dccbe60bab069db9f3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fdd5955c030bbb7771442c0f38" ON "featured_ads"  ("franchise_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3c8aadb69163f00e2ba65d87a8" ON "featured_ads"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d894d056a5a4ac846d240f0e90" ON "featured_ads"  ("status", "payment_status", "end_date") `);
    await queryRunner.query(`CREATE TYPE "public"."ad_metric_type" AS ENUM('view', 'click', 'request_info')`);
    await queryRunner.query(`CREATE TABLE "ad_metrics" ("id" BIGSERIAL NOT NULL, "ad_id" uuid NOT NULL, "metric_type" "public"."ad_metric_type" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ed17150787ff046c07d401fc415" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_16cd0a043ce4f7fd24bc15cb8e" ON "ad_metrics"  ("ad_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "advertising_settings" ("id" integer NOT NULL DEFAULT '1', "featured_pricing" jsonb NOT NULL, "banner_pricing" jsonb NOT NULL, "multi_category_discounts" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f6b33fd4697ea2ca2a0fb768fd8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TYPE "public"."banner_type" AS ENUM('main', 'category')`);
    await queryRunner.query(`CREATE TABLE "banner_ads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid, "image_url" character varying(500) NOT NULL, "target_url" character varying(2000) NOT NULL, "banner_type" "public"."banner_type", "selected_categories" uuid array NOT NULL DEFAULT '{}'::uuid[], "amount" numeric(12,2) NOT NULL DEFAULT '0', "duration" "public"."ad_duration", "status" "public"."ad_status" NOT NULL DEFAULT 'active', "payment_status" "public"."payment_status" NOT NULL DEFAULT 'completed', "start_date" TIMESTAMP WITH TIME ZONE, "end_date" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_77d1190388f14e6d3d1bf140ad8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_banner_ads_selected_categories" ON "banner_ads" USING gin ("selected_categories") `);
    await queryRunner.query(`CREATE INDEX "IDX_6c08e23671d59c56337e0f15d7" ON "banner_ads"  ("status", "payment_status", "banner_type", "end_date") `);
    await queryRunner.query(`CREATE TABLE "magic_link_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_add60707d7cfe2cd4fe2bd9bb2f" UNIQUE ("token_hash"), CONSTRAINT "PK_e97101929b9f3c7afc0920b0f17" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9816d102c11455bbed3d7ea77b" ON "magic_link_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "user_agent" character varying(400), CONSTRAINT "UQ_abaa9e068cdd390bc5210f79884" UNIQUE ("token_hash"), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9cfe37d28c3b229a350e086d94" ON "sessions"  ("expires_at") `);
    await queryRunner.query(`CREATE TABLE "blog_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_adc3bc773ccf2fb6f073193fcf6" UNIQUE ("name"), CONSTRAINT "PK_1056d6faca26b9957f5d26e6572" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TYPE "public"."post_status" AS ENUM('draft', 'published')`);
    await queryRunner.query(`CREATE TABLE "posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(300) NOT NULL, "content" text NOT NULL, "image_url" character varying(500), "author" character varying(200) NOT NULL, "views" integer NOT NULL DEFAULT '0', "status" "public"."post_status" NOT NULL DEFAULT 'draft', "category_id" uuid, "meta_title" character varying(300), "meta_description" character varying(500), "keywords" character varying(500), "shortcode" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2829ac61eff60fcec60d7274b9e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_852f266adc5d67c40405c887b4" ON "posts"  ("category_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2fb34da670a56b0fd349204213" ON "posts"  ("views") `);
    await queryRunner.query(`CREATE INDEX "IDX_cf549e613de67f7bbf796e94b7" ON "posts"  ("status", "created_at") `);
    await queryRunner.query(`CREATE TABLE "post_views" ("id" BIGSERIAL NOT NULL, "post_id" uuid NOT NULL, "viewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c2a8a36a99453e5ac5ddf15cbf7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c7df0096dacc9106dabf85b75c" ON "post_views"  ("post_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f59bb256ff9a3174d333dfb4cd" ON "post_views"  ("viewed_at") `);
    await queryRunner.query(`CREATE TABLE "franchise_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "parent_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0729573849e46f3df5d449b9466" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_536bdc637c0596a5f24c7d1bac" ON "franchise_categories"  ("parent_id", "name") `);
    await queryRunner.query(`CREATE TABLE "category_articles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category_id" uuid NOT NULL, "title" character varying(300) NOT NULL, "content" text NOT NULL, "meta_title" character varying(300), "meta_description" character varying(500), "keywords" character varying(500), "faqs" jsonb NOT NULL DEFAULT '[]'::jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_42a7d8fcb6369fd179e68f7e852" UNIQUE ("category_id"), CONSTRAINT "REL_42a7d8fcb6369fd179e68f7e85" UNIQUE ("category_id"), CONSTRAINT "PK_7a65ac7c8ae7aabb4f00654e115" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "franchise_category_mappings" ("franchise_id" uuid NOT NULL, "category_id" uuid NOT NULL, CONSTRAINT "PK_8229f780fffd923609ea942b232" PRIMARY KEY ("franchise_id", "category_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8229f780fffd923609ea942b23" ON "franchise_category_mappings"  ("category_id", "franchise_id") `);
    await queryRunner.query(`CREATE TABLE "franchise_gallery" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "image_url" character varying(500) NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5f9a233d3cb35dec9b351f173b7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2353bd50d23cd8f6e86e8e9143" ON "franchise_gallery"  ("franchise_id") `);
    await queryRunner.query(`CREATE TABLE "franchise_faqs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "question" text NOT NULL, "answer" text NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_62302fa28eec57986cda58d9304" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4f0097a3cec74528f2846adaaa" ON "franchise_faqs"  ("franchise_id") `);
    await queryRunner.query(`CREATE TABLE "franchise_testimonials" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "author_name" character varying(200) NOT NULL, "content" text NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_a9f2ac63860f3463281bf69068c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_57da421a015b39e0a8d665f2a6" ON "franchise_testimonials"  ("franchise_id") `);
    await queryRunner.query(`CREATE TABLE "franchise_success_stories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "title" character varying(300) NOT NULL, "content" text NOT NULL, "image_url" character varying(500), "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_05ed25ad1f346aaf7abd0a6e444" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f2833258c746d4448447dee65a" ON "franchise_success_stories"  ("franchise_id") `);
    await queryRunner.query(`CREATE TABLE "uk_cities" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "country" character varying(60) NOT NULL, CONSTRAINT "UQ_5ca28db1d3dbf44532621f52fce" UNIQUE ("name", "country"), CONSTRAINT "PK_7daecfd9928fb34670996cfc701" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_be62b9cd77eef504e9b0f6dd43" ON "uk_cities"  ("name") `);
    await queryRunner.query(`CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "full_name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40), "subject" character varying(100) NOT NULL, "message" text NOT NULL, "read" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_11eb2c3d2d9e07f264907f40ef" ON "contact_messages"  ("created_at") `);
    await queryRunner.query(`CREATE TYPE "public"."file_visibility" AS ENUM('public', 'private')`);
    await queryRunner.query(`CREATE TABLE "stored_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "storage_key" character varying(300) NOT NULL, "original_name" character varying(255) NOT NULL, "mime_type" character varying(100) NOT NULL, "size_bytes" integer NOT NULL, "owner_id" uuid, "visibility" "public"."file_visibility" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d876a11b7afb1d51658687cd302" UNIQUE ("storage_key"), CONSTRAINT "PK_5d5be862bf53851c1794b4adf4e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9f579996648ee752bcf715a88f" ON "stored_files"  ("owner_id") `);
    await queryRunner.query(`CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'meeting', 'qualified', 'converted', 'lost')`);
    await queryRunner.query(`CREATE TYPE "public"."interest_status" AS ENUM('still_interested', 'not_interested')`);
    await queryRunner.query(`CREATE TABLE "franchise_leads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid, "franchisor_id" uuid, "user_id" uuid, "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40) NOT NULL, "message" text NOT NULL DEFAULT '', "city" character varying(120) NOT NULL DEFAULT '', "post_code" character varying(20) NOT NULL DEFAULT '', "country" character varying(60) NOT NULL DEFAULT 'United Kingdom', "desired_investment" character varying(20) NOT NULL DEFAULT '£50,000', "desired_timeframe" character varying(20) NOT NULL DEFAULT '3 months', "status" "public"."lead_status" NOT NULL DEFAULT 'new', "interest_status" "public"."interest_status" NOT NULL DEFAULT 'still_interested', "marketing_opt_in" boolean NOT NULL DEFAULT false, "consent_text" text, "consent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_12165b2f152062a05388a4f1635" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c038ed1eb73c32e0334a741e47" ON "franchise_leads"  ("franchise_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_franchise_leads_user_franchise" ON "franchise_leads"  ("user_id", "franchise_id") WHERE user_id IS NOT NULL AND franchise_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_62fe71c4e308c527fa6f90c248" ON "franchise_leads"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b5d8e38bcbd4bd6b3523724b2a" ON "franchise_leads"  ("franchisor_id", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_e0c2413786639a351b05281727" ON "franchise_leads"  ("franchisor_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "sender_id" uuid, "receiver_id" uuid, "subject" character varying(300) NOT NULL, "content" text NOT NULL, "read" boolean NOT NULL DEFAULT false, "attachment_file_id" uuid, "lead_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5cba80c8f9b3fa687a0dff7573" ON "messages"  ("lead_id") `);
    await queryRunner.query(`CREATE INDEX "idx_messages_unread" ON "messages"  ("receiver_id") WHERE read = false`);
    await queryRunner.query(`CREATE INDEX "IDX_d585da3d991e15ae4a174e2882" ON "messages"  ("sender_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_94f537f85b075322b0950aeef8" ON "messages"  ("receiver_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "stripe_pricing_sync" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "duration" "public"."ad_duration" NOT NULL, "stripe_price_id" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3d4a88ec200bc8cba94c70c2a68" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9bb3a12f3acc80ee3302f1b06f" ON "stripe_pricing_sync"  ("duration", "created_at") `);
    await queryRunner.query(`ALTER TABLE "profiles" ADD CONSTRAINT "FK_8e520eb4da7dc01d0e190447c8e" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD CONSTRAINT "FK_b7123eb48ed00942f6794addcf8" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchises" ADD CONSTRAINT "FK_40e712828e681468a777d6d0ba3" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "featured_ads" ADD CONSTRAINT "FK_fdd5955c030bbb7771442c0f38c" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD CONSTRAINT "FK_df86cc5643c867ad1795a179627" FOREIGN KEY ("ad_id") REFERENCES "featured_ads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "banner_ads" ADD CONSTRAINT "FK_9b5dde21473fb8269ade21f4832" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "FK_9816d102c11455bbed3d7ea77b6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "posts" ADD CONSTRAINT "FK_852f266adc5d67c40405c887b49" FOREIGN KEY ("category_id") REFERENCES "blog_categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "post_views" ADD CONSTRAINT "FK_c7df0096dacc9106dabf85b75cd" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_categories" ADD CONSTRAINT "FK_3caea9ecceef9f237f73c7471c1" FOREIGN KEY ("parent_id") REFERENCES "franchise_categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "category_articles" ADD CONSTRAINT "FK_42a7d8fcb6369fd179e68f7e852" FOREIGN KEY ("category_id") REFERENCES "franchise_categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_category_mappings" ADD CONSTRAINT "FK_ec6c5a28abdb64bdc0798a4c15a" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_category_mappings" ADD CONSTRAINT "FK_010be998fe1753f9a73921acbeb" FOREIGN KEY ("category_id") REFERENCES "franchise_categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_gallery" ADD CONSTRAINT "FK_2353bd50d23cd8f6e86e8e9143f" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_faqs" ADD CONSTRAINT "FK_4f0097a3cec74528f2846adaaa4" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_testimonials" ADD CONSTRAINT "FK_57da421a015b39e0a8d665f2a64" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_success_stories" ADD CONSTRAINT "FK_f2833258c746d4448447dee65aa" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stored_files" ADD CONSTRAINT "FK_9f579996648ee752bcf715a88f2" FOREIGN KEY ("owner_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD CONSTRAINT "FK_c038ed1eb73c32e0334a741e472" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD CONSTRAINT "FK_0b109e239bc22424c2a0b8cea82" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD CONSTRAINT "FK_cd348e316990792931f799d694e" FOREIGN KEY ("user_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "FK_22133395bd13b970ccd0c34ab22" FOREIGN KEY ("sender_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "FK_b561864743d235f44e70addc1f5" FOREIGN KEY ("receiver_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "FK_cf108c3fb03867c8d60c86854dd" FOREIGN KEY ("attachment_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "FK_5cba80c8f9b3fa687a0dff75736" FOREIGN KEY ("lead_id") REFERENCES "franchise_leads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // advertising_settings is a single row (id 1) holding the defaults of spec 02 section 9.
    await queryRunner.query(`ALTER TABLE "advertising_settings" ADD CONSTRAINT "advertising_settings_single_row" CHECK (id = 1)`);
    await queryRunner.query(
      `INSERT INTO "advertising_settings" (id, featured_pricing, banner_pricing, multi_category_discounts) VALUES (1, $1, $2, $3)`,
      [
        JSON.stringify([
          { duration: '1m', price: 49 },
          { duration: '3m', price: 129 },
          { duration: '6m', price: 239 },
          { duration: '12m', price: 399 },
        ]),
        JSON.stringify([
          { duration: '1m', price: 499.99 },
          { duration: '3m', price: 1299.99 },
          { duration: '6m', price: 2499.99 },
          { duration: '12m', price: 4799.99 },
        ]),
        JSON.stringify([
          { categories: 2, discount: 10 },
          { categories: 3, discount: 15 },
          { categories: 4, discount: 20 },
          { categories: 5, discount: 25 },
          { categories: 6, discount: 30 },
        ]),
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_5cba80c8f9b3fa687a0dff75736"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_cf108c3fb03867c8d60c86854dd"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_b561864743d235f44e70addc1f5"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_22133395bd13b970ccd0c34ab22"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP CONSTRAINT "FK_cd348e316990792931f799d694e"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP CONSTRAINT "FK_0b109e239bc22424c2a0b8cea82"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP CONSTRAINT "FK_c038ed1eb73c32e0334a741e472"`);
    await queryRunner.query(`ALTER TABLE "stored_files" DROP CONSTRAINT "FK_9f579996648ee752bcf715a88f2"`);
    await queryRunner.query(`ALTER TABLE "franchise_success_stories" DROP CONSTRAINT "FK_f2833258c746d4448447dee65aa"`);
    await queryRunner.query(`ALTER TABLE "franchise_testimonials" DROP CONSTRAINT "FK_57da421a015b39e0a8d665f2a64"`);
    await queryRunner.query(`ALTER TABLE "franchise_faqs" DROP CONSTRAINT "FK_4f0097a3cec74528f2846adaaa4"`);
    await queryRunner.query(`ALTER TABLE "franchise_gallery" DROP CONSTRAINT "FK_2353bd50d23cd8f6e86e8e9143f"`);
    await queryRunner.query(`ALTER TABLE "franchise_category_mappings" DROP CONSTRAINT "FK_010be998fe1753f9a73921acbeb"`);
    await queryRunner.query(`ALTER TABLE "franchise_category_mappings" DROP CONSTRAINT "FK_ec6c5a28abdb64bdc0798a4c15a"`);
    await queryRunner.query(`ALTER TABLE "category_articles" DROP CONSTRAINT "FK_42a7d8fcb6369fd179e68f7e852"`);
    await queryRunner.query(`ALTER TABLE "franchise_categories" DROP CONSTRAINT "FK_3caea9ecceef9f237f73c7471c1"`);
    await queryRunner.query(`ALTER TABLE "post_views" DROP CONSTRAINT "FK_c7df0096dacc9106dabf85b75cd"`);
    await queryRunner.query(`ALTER TABLE "posts" DROP CONSTRAINT "FK_852f266adc5d67c40405c887b49"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"`);
    await queryRunner.query(`ALTER TABLE "magic_link_tokens" DROP CONSTRAINT "FK_9816d102c11455bbed3d7ea77b6"`);
    await queryRunner.query(`ALTER TABLE "banner_ads" DROP CONSTRAINT "FK_9b5dde21473fb8269ade21f4832"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP CONSTRAINT "FK_df86cc5643c867ad1795a179627"`);
    await queryRunner.query(`ALTER TABLE "featured_ads" DROP CONSTRAINT "FK_fdd5955c030bbb7771442c0f38c"`);
    await queryRunner.query(`ALTER TABLE "franchises" DROP CONSTRAINT "FK_40e712828e681468a777d6d0ba3"`);
    await queryRunner.query(`ALTER TABLE "franchise_details" DROP CONSTRAINT "FK_b7123eb48ed00942f6794addcf8"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP CONSTRAINT "FK_8e520eb4da7dc01d0e190447c8e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9bb3a12f3acc80ee3302f1b06f"`);
    await queryRunner.query(`DROP TABLE "stripe_pricing_sync"`);
    await queryRunner.query(`DROP TYPE "public"."ad_duration"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_94f537f85b075322b0950aeef8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d585da3d991e15ae4a174e2882"`);
    await queryRunner.query(`DROP INDEX "public"."idx_messages_unread"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5cba80c8f9b3fa687a0dff7573"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e0c2413786639a351b05281727"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b5d8e38bcbd4bd6b3523724b2a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_62fe71c4e308c527fa6f90c248"`);
    await queryRunner.query(`DROP INDEX "public"."uq_franchise_leads_user_franchise"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c038ed1eb73c32e0334a741e47"`);
    await queryRunner.query(`DROP TABLE "franchise_leads"`);
    await queryRunner.query(`DROP TYPE "public"."interest_status"`);
    await queryRunner.query(`DROP TYPE "public"."lead_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9f579996648ee752bcf715a88f"`);
    await queryRunner.query(`DROP TABLE "stored_files"`);
    await queryRunner.query(`DROP TYPE "public"."file_visibility"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_11eb2c3d2d9e07f264907f40ef"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_be62b9cd77eef504e9b0f6dd43"`);
    await queryRunner.query(`DROP TABLE "uk_cities"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f2833258c746d4448447dee65a"`);
    await queryRunner.query(`DROP TABLE "franchise_success_stories"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_57da421a015b39e0a8d665f2a6"`);
    await queryRunner.query(`DROP TABLE "franchise_testimonials"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4f0097a3cec74528f2846adaaa"`);
    await queryRunner.query(`DROP TABLE "franchise_faqs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2353bd50d23cd8f6e86e8e9143"`);
    await queryRunner.query(`DROP TABLE "franchise_gallery"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8229f780fffd923609ea942b23"`);
    await queryRunner.query(`DROP TABLE "franchise_category_mappings"`);
    await queryRunner.query(`DROP TABLE "category_articles"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_536bdc637c0596a5f24c7d1bac"`);
    await queryRunner.query(`DROP TABLE "franchise_categories"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f59bb256ff9a3174d333dfb4cd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c7df0096dacc9106dabf85b75c"`);
    await queryRunner.query(`DROP TABLE "post_views"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cf549e613de67f7bbf796e94b7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2fb34da670a56b0fd349204213"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_852f266adc5d67c40405c887b4"`);
    await queryRunner.query(`DROP TABLE "posts"`);
    await queryRunner.query(`DROP TYPE "public"."post_status"`);
    await queryRunner.query(`DROP TABLE "blog_categories"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9cfe37d28c3b229a350e086d94"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_085d540d9f418cfbdc7bd55bb1"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9816d102c11455bbed3d7ea77b"`);
    await queryRunner.query(`DROP TABLE "magic_link_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6c08e23671d59c56337e0f15d7"`);
    await queryRunner.query(`DROP INDEX "public"."idx_banner_ads_selected_categories"`);
    await queryRunner.query(`DROP TABLE "banner_ads"`);
    await queryRunner.query(`DROP TYPE "public"."payment_status"`);
    await queryRunner.query(`DROP TYPE "public"."ad_status"`);
    await queryRunner.query(`DROP TYPE "public"."banner_type"`);
    await queryRunner.query(`DROP TABLE "advertising_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_16cd0a043ce4f7fd24bc15cb8e"`);
    await queryRunner.query(`DROP TABLE "ad_metrics"`);
    await queryRunner.query(`DROP TYPE "public"."ad_metric_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d894d056a5a4ac846d240f0e90"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3c8aadb69163f00e2ba65d87a8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fdd5955c030bbb7771442c0f38"`);
    await queryRunner.query(`DROP TABLE "featured_ads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_718c41066aaed2a101cbd2d42f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8a6e56ecd7fa662115e3050ff8"`);
    await queryRunner.query(`DROP TABLE "franchises"`);
    await queryRunner.query(`DROP TYPE "public"."franchise_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d5093f0053466b039ba47b9548"`);
    await queryRunner.query(`DROP TABLE "franchise_details"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_feb491e544de57f2f87b0aefec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7668b15f6369db08253e9c1767"`);
    await queryRunner.query(`DROP TABLE "profiles"`);
    await queryRunner.query(`DROP TYPE "public"."account_status"`);
    await queryRunner.query(`DROP TYPE "public"."user_type"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
