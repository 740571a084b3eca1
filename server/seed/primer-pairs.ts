/**
 * The primer library's pairs (docs/product.md §2.7): published, widely used pairs for
 * housekeeping genes and common markers, as laboratories order them. Kept apart from
 * vocabulary.json because it is the one list that needs the exact sequences.
 */
export interface PrimerPair {
  gene: string;
  en: string;
  zh: string;
  species: 'human' | 'mouse' | 'rat';
  application: 'qPCR' | 'RT-PCR' | 'PCR';
  accession: string;
  forward: string;
  reverse: string;
  amplicon: number;
}

const pair = (
  species: PrimerPair['species'],
  gene: string,
  en: string,
  zh: string,
  accession: string,
  forward: string,
  reverse: string,
  amplicon: number,
  application: PrimerPair['application'] = 'qPCR',
): PrimerPair => ({ gene, en, zh, species, application, accession, forward, reverse, amplicon });

export const primerPairs: readonly PrimerPair[] = [
  pair('human', 'GAPDH', 'Glyceraldehyde-3-phosphate dehydrogenase', '甘油醛-3-磷酸脱氢酶', 'NM_002046', 'GGAGCGAGATCCCTCCAAAAT', 'GGCTGTTGTCATACTTCTCATGG', 197),
  pair('human', 'GAPDH', 'Glyceraldehyde-3-phosphate dehydrogenase', '甘油醛-3-磷酸脱氢酶', 'NM_002046', 'GAAGGTGAAGGTCGGAGTC', 'GAAGATGGTGATGGGATTTC', 226, 'RT-PCR'),
  pair('human', 'ACTB', 'Actin beta', 'β-肌动蛋白', 'NM_001101', 'CATGTACGTTGCTATCCAGGC', 'CTCCTTAATGTCACGCACGAT', 250),
  pair('human', 'B2M', 'Beta-2-microglobulin', 'β2-微球蛋白', 'NM_004048', 'GAGGCTATCCAGCGTACTCCA', 'CGGCAGGCATACTCATCTTTT', 248),
  pair('human', 'HPRT1', 'Hypoxanthine phosphoribosyltransferase 1', '次黄嘌呤磷酸核糖转移酶1', 'NM_000194', 'CCTGGCGTCGTGATTAGTGAT', 'AGACGTTCAGTCCTGTCCATAA', 131),
  pair('human', 'TBP', 'TATA-box binding protein', 'TATA盒结合蛋白', 'NM_003194', 'CCACTCACAGACTCTCACAAC', 'CTGCGGTACAATCCCAGAACT', 127),
  pair('human', 'PPIA', 'Peptidylprolyl isomerase A (cyclophilin A)', '肽基脯氨酰异构酶A（亲环素A）', 'NM_021130', 'CCCACCGTGTTCTTCGACATT', 'GGACCCGTATGCTTTAGGATGA', 275),
  pair('human', 'RPLP0', 'Ribosomal protein lateral stalk subunit P0', '核糖体蛋白侧柄亚基P0', 'NM_001002', 'AGCCCAGAACACTGGTCTC', 'ACTCAGGATTTCAATGGTGCC', 264),
  pair('human', 'YWHAZ', 'Tyrosine 3-monooxygenase activation protein zeta', '酪氨酸3-单加氧酶激活蛋白ζ', 'NM_003406', 'ACTTTTGGTACATTGTGGCTTCAA', 'CCGCCAGGACAAACCAGTAT', 94),
  pair('human', 'RN18S1', '18S ribosomal RNA', '18S核糖体RNA', 'NR_003286', 'GTAACCCGTTGAACCCCATT', 'CCATCCAATCGGTAGTAGCG', 151),
  pair('human', 'TP53', 'Tumour protein p53', '肿瘤蛋白p53', 'NM_000546', 'CAGCACATGACGGAGGTTGT', 'TCATCCAAATACTCCACACGC', 125),
  pair('human', 'CD44', 'CD44 molecule (hyaluronan receptor)', 'CD44分子（透明质酸受体）', 'NM_000610', 'CTGCCGCTTTGCAGGTGTA', 'CATTGTGGGCAAGGTGCTATT', 109),
  pair('human', 'MKI67', 'Marker of proliferation Ki-67', '增殖标志物Ki-67', 'NM_002417', 'ACGCCTGGTTACTATCAAAAGG', 'CAGACCCATTTACTTGTGTTGGA', 200),
  pair('human', 'VIM', 'Vimentin', '波形蛋白', 'NM_003380', 'GACGCCATCAACACCGAGTT', 'CTTTGTCGTTGGTTAGCTGGT', 238),
  pair('human', 'CDH1', 'Cadherin 1 (E-cadherin)', '钙黏蛋白1（E-钙黏蛋白）', 'NM_004360', 'CGAGAGCTACACGTTCACGG', 'GGGTGTCGAGGGAAAAATAGG', 119),
  pair('human', 'MYC', 'MYC proto-oncogene', 'MYC原癌基因', 'NM_002467', 'GGCTCCTGGCAAAAGGTCA', 'CTGCGTAGTTGTGCTGATGT', 119),
  pair('human', 'BCL2', 'BCL2 apoptosis regulator', 'BCL2凋亡调节因子', 'NM_000633', 'GGTGGGGTCATGTGTGTGG', 'CGGTTCAGGTACTCAGTCATCC', 89),
  pair('human', 'BAX', 'BCL2 associated X, apoptosis regulator', 'BCL2相关X蛋白', 'NM_004324', 'CCCGAGAGGTCTTTTTCCGAG', 'CCAGCCCATGATGGTTCTGAT', 155),
  pair('human', 'CDKN1A', 'Cyclin dependent kinase inhibitor 1A (p21)', '细胞周期蛋白依赖性激酶抑制剂1A（p21）', 'NM_000389', 'TGTCCGTCAGAACCCATGC', 'AAAGTCGAAGTTCCATCGCTC', 139),
  pair('human', 'IL6', 'Interleukin 6', '白细胞介素6', 'NM_000600', 'ACTCACCTCTTCAGAACGAATTG', 'CCATCTTTGGAAGGTTCAGGTTG', 149),
  pair('human', 'IL1B', 'Interleukin 1 beta', '白细胞介素1β', 'NM_000576', 'ATGATGGCTTATTACAGTGGCAA', 'GTCGGAGATTCGTAGCTGGA', 132),
  pair('human', 'CXCL8', 'C-X-C motif chemokine ligand 8 (IL-8)', 'C-X-C基序趋化因子配体8（IL-8）', 'NM_000584', 'ACTGAGAGTGATTGAGAGTGGAC', 'AACCCTCTGCACCCAGTTTTC', 112),
  pair('human', 'TNF', 'Tumour necrosis factor', '肿瘤坏死因子', 'NM_000594', 'CCTCTCTCTAATCAGCCCTCTG', 'GAGGACCTGGGAGTAGATGAG', 220),
  pair('human', 'VEGFA', 'Vascular endothelial growth factor A', '血管内皮生长因子A', 'NM_001025366', 'AGGGCAGAATCATCACGAAGT', 'AGGGTCTCGATTGGATGGCA', 75),
  pair('human', 'EGFR', 'Epidermal growth factor receptor', '表皮生长因子受体', 'NM_005228', 'AGGCACGAGTAACAAGCTCAC', 'ATGAGGACATAACCAGCCACC', 177),
  pair('human', 'ERBB2', 'Erb-b2 receptor tyrosine kinase 2 (HER2)', 'Erb-b2受体酪氨酸激酶2（HER2）', 'NM_004448', 'TGTGACTGCCTGTCCCTACAA', 'CCAGACCATAGCACACTCGG', 126),
  pair('human', 'CD274', 'CD274 molecule (PD-L1)', 'CD274分子（PD-L1）', 'NM_014143', 'TGGCATTTGCTGAACGCATTT', 'TGCAGCCAGGTCTAATTGTTTT', 176),
  pair('human', 'CD68', 'CD68 molecule', 'CD68分子', 'NM_001251', 'CTTCTCTCATTCCCCTATGGACA', 'GAAGGACACATTGTACTCCACC', 208),
  pair('human', 'SOX2', 'SRY-box transcription factor 2', 'SRY盒转录因子2', 'NM_003106', 'GCCGAGTGGAAACTTTTGTCG', 'GGCAGCGTGTACTTATCCTTCT', 155),
  pair('human', 'POU5F1', 'POU class 5 homeobox 1 (OCT4)', 'POU5类同源框1（OCT4）', 'NM_002701', 'CTGGGTTGATCCTCGGACCT', 'CACAGAACTCATACGGCGGG', 128),
  pair('human', 'NANOG', 'Nanog homeobox', 'Nanog同源框', 'NM_024865', 'TTTGTGGGCCTGAAGAAAACT', 'AGGGCTGTCCTGAATAAGCAG', 116),
  pair('human', 'ESR1', 'Estrogen receptor 1', '雌激素受体1', 'NM_000125', 'CCCACTCAACAGCGTGTCTC', 'CGTCGATTATCTGAATTTGGCCT', 123),
  pair('human', 'GFAP', 'Glial fibrillary acidic protein', '胶质纤维酸性蛋白', 'NM_002055', 'CTGCGGCTCGATCAACTCA', 'TCCAGCGACTCAATCTTCCTC', 218),
  pair('mouse', 'Gapdh', 'Glyceraldehyde-3-phosphate dehydrogenase', '甘油醛-3-磷酸脱氢酶', 'NM_008084', 'AGGTCGGTGTGAACGGATTTG', 'TGTAGACCATGTAGTTGAGGTCA', 123),
  pair('mouse', 'Actb', 'Actin beta', 'β-肌动蛋白', 'NM_007393', 'GGCTGTATTCCCCTCCATCG', 'CCAGTTGGTAACAATGCCATGT', 154),
  pair('mouse', 'B2m', 'Beta-2-microglobulin', 'β2-微球蛋白', 'NM_009735', 'TTCTGGTGCTTGTCTCACTGA', 'CAGTATGTTCGGCTTCCCATTC', 104),
  pair('mouse', 'Hprt', 'Hypoxanthine guanine phosphoribosyl transferase', '次黄嘌呤鸟嘌呤磷酸核糖转移酶', 'NM_013556', 'TCAGTCAACGGGGGACATAAA', 'GGGGCTGTACTGCTTAACCAG', 142),
  pair('mouse', 'Trp53', 'Transformation related protein 53', '转化相关蛋白53', 'NM_011640', 'CTCTCCCCCGCAAAAGAAAAA', 'CGGAACATCTCGAAGCGTTTA', 106),
  pair('mouse', 'Cd44', 'CD44 antigen', 'CD44抗原', 'NM_009851', 'TCGATTTGAATGTAACCTGCCG', 'CAGTCCGGGAGATACTGTAGC', 111),
  pair('mouse', 'Mki67', 'Antigen identified by monoclonal antibody Ki 67', 'Ki-67抗原', 'NM_001081117', 'ATCATTGACCGCTCCTTTAGGT', 'GCTCGCCTTGATGGTTCCT', 104),
  pair('mouse', 'Vim', 'Vimentin', '波形蛋白', 'NM_011701', 'CGTCCACACGCACCTACAG', 'GGGGGATGAGGAATAGAGGCT', 100),
  pair('mouse', 'Cdh1', 'Cadherin 1 (E-cadherin)', '钙黏蛋白1（E-钙黏蛋白）', 'NM_009864', 'CAGGTCTCCTCATGGCTTTGC', 'CTTCCGAAAAGAAGGCTGTCC', 175),
  pair('mouse', 'Il6', 'Interleukin 6', '白细胞介素6', 'NM_031168', 'TAGTCCTTCCTACCCCAATTTCC', 'TTGGTCCTTAGCCACTCCTTC', 76),
  pair('mouse', 'Il1b', 'Interleukin 1 beta', '白细胞介素1β', 'NM_008361', 'GCAACTGTTCCTGAACTCAACT', 'ATCTTTTGGGGTCCGTCAACT', 89),
  pair('mouse', 'Tnf', 'Tumour necrosis factor', '肿瘤坏死因子', 'NM_013693', 'CCCTCACACTCAGATCATCTTCT', 'GCTACGACGTGGGCTACAG', 61),
  pair('rat', 'Gapdh', 'Glyceraldehyde-3-phosphate dehydrogenase', '甘油醛-3-磷酸脱氢酶', 'NM_017008', 'GACATGCCGCCTGGAGAAAC', 'AGCCCAGGATGCCCTTTAGT', 92),
  pair('rat', 'Actb', 'Actin beta', 'β-肌动蛋白', 'NM_031144', 'CCCGCGAGTACAACCTTCT', 'CGTCATCCATGGCGAACT', 73),
];
