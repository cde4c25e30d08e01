// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.

extension BuiltinTemplates {
    /// `sources` parsed, as `TemplateSet(sources: sources)` parses them: read once, and kept to the end of
    /// the process, which then frees nothing of them.
    static let trees: [String: [TemplateNode]] = TemplateTree.decode(structure, strings: strings)

    /// The trees' structure, as `TemplateTree` describes it.
    private static let structure: StaticString = """
#&
L$P#%%4#%%4(
T&
OP$$&5'&;$&&@(&5
T)
OP$$&M'&S$$&X*&M
T+#
L,P#-(5#-(5(
T.
OP#,)4$&)=/)4
T)
OP#,)J$$)S0)J
T+#
C$vP#1+*#1+*(
T.
OP#1,4$&,C2,4
T)
OP#1,P$$,^&3,P
T+#4$
C%=P$5%*6%.#7%*S8#9%6%3*
T:
OP#;'7$$'><'7
T=
OP$5'Y>'^$$#'^,?'Y
T@
C$vP#A(*#A(*$
TB(
TC
OP#;,D$$,K<,D
TD
OP$5,^#E,^'$&,^4F,^#
T+
TG=P$5/,6/0#7/,SH#I/8/56
TJ
OP#;1B$$1I<1B
T=
OP$51^+>1^/$#1^7?1^+
TK
OP#;2F$$2M<2F
T=
OP$52^/L2^3$#2^>M2^/
TN
OP#;3B$$3I<3B
T=
OP$53^+O3^/$#3^6P3^+
TQ
OP#;5>$$5E<5>
TR
OP#;6D$$6K<6D
TD
OP$56^#E6^'$&6^4F6^#
TS$
L'P$591%95#T914
TU
OP#;;@$$;G<;@
T=
OP$5;^)V;^-$#;^2W;^)
TX
OP#;<D$$<K<<D
T=
OP$5<^-Y<^1$#<^:Z<^-
T[
OP#'==$$=B^#==
T^$
C$vP#A>*#A>*$
T^%&
T^&
OP#'BF$&BK^'BF
T^(
T^)
OP#;DG$$DN<DG
TD
OP$5D^&^*D^*$&D^?^+D^&
TS#^,%
L,P#-%5#-%5(
T^-
OP#,&/$$&80&/
T^.
C$|!vP$^/&^7^0&^?#^1&^7vP#1&^G#1&^G$
T^2#
T+#
C$vP#1(*#1(*&
T^-
OP#1)/$$)>3)/
T^3#^4:
T^5
C$vP$$&*^6&0#^7&*&
T^8
OP$$'B^6'H$#'P^9'B
T^:#
T^;
OP$$-F>-L$#-T^<-F
T^=
OP$$.>'.D$&.I(.>
T^$
C$vP$$/*^>/0#^?/*$
C$vP%$0*^>00^@06#^A0*&
T^B
OP%$1F^>1L^@1R#^A1F
T^$##
C$vP$$4*^C40#^D4*&
T^E
OP$$5N^C5T$#5^$^F5N
T@#
C%=P$$7*670#^G7*S^H#^I7875$
C$vP$$8*^J80#^K8*(
T^L
OP$^M;T^N;^#$#;^2^O;T
T^P
OP$^M<T^Q<^#$#<^2^R<T
T^S$
T^T=P$$B,6B2#^GB,S^U#^VB:B7$
T^W#
C$vP$$E*^XE0#^YE*&
T^Z
OP$^MFS^[F[$#F^._#FS
T@#
T_$
C$vP#AIB#AIB$
T_%%
TD
OP$$I^''I^-$&I^2(I^'
C$vP$$I^J_&I^P#_'I^J$
T^2#
T+
L_(P$$J8_&J>#_'J8$
C$vP$_(K*,K4#_)K*.
T_*
OP$_(L7_+LA$%LL_,L7
T_-
OP$_(M;_.ME$#MS_/M;
T_0
OP$_(N^%_1N^/$#N^D_2N^%
T_3
OP$_(OC,OM$$OV_4OC
T_5
C$!vP$^/P?^0PG#^1P?$
T^2#
T+*
T_*
OP$_(R7_+RA$%RL_,R7
T_6
OP$_(R^/_.R^9$#R^G_/R^/
T_7
C$!vP$^/R_'^0R_/#^1R_'$
T^2#
T+#
TG
C$vP$$V*_8V0#_9V*)
T_:
C$vP$$X*_;X0#_<X*&
T_=
OP$$YI_>YO$&Y^$_?YI
T_@#
C$vP$$[*_A[0#_B[*&
T_C
OP$$^#B_A^#H$&^#S_D^#B
T_@#
C$&vP$$^%*_>^%0#_E^%*!vP$$^%D_;^%J#_<^%D&
T_F
OP$$^&E_>^&K$&^&Y_?^&E
T_@#
C$vP$$^(*_G^(0#_H^(*&
T_I
OP$$^)Q_G^)W$&^)^3_J^)Q
T_@#
T_K#
C$vP$$^-*_L^-0#_M^-*$
T_N#
C$vP$$^0*_O^00#_P^0*&
T_Q
OP$$^1A_O^1G$&^1U_R^1A
T_@#
C$vP$$^3*_S^30#_T^3*(
T_U
C$!vP#A^5O#A^5O&
T_V
OP$$^5^-'^5^3$&^5^8(^5^-
T_7#
T_W
C$vP#1^5_7#1^5_7$
C$vP#_X^5_L#_X^5_L$
T_Y$
OP#1^5`C$$^5`R3^5`C$
T_Z
T_[#
C$vP$$^8*^>^80#^?^8*,
T`#
C$vP#A^9^&#A^9^&$
T`$&
T`%
OP$$^9_''^9_-$&^9_2(^9_'
T_7
T`&
C$vP#A^:H#A^:H&
T`'
OP$$^:^0'^:^6$$^:^;*^:^0
T_7(
T`(
OP$$^:_2'^:_8$&^:_=(^:_2
T`)
OP$$^:_V'^:`#$$^:`(*^:_V
T_7
T`*
L`+P%$^>6^>^><`,^>B#`-^>6(
T`.
OP$`+^??;^?G$%^?N`/^??
T`0
OP$`+^?^*`1^?^2$#^?^9`2^?^*
T^$#
T`3
OP$$^EG>^EM$#^EU^<^EG
T`4#
T`5`6V
T`7
C$vP#`8**#`8**&
T`9
OP#;+/$$+6<+/
T`:&
T`9
OP#;./$$.6<./
T`;
C$=P#`<1*#`<1*S`=#`>1411$
T`?#
T`@
OP#;1[$$1^)<1[
T`A
C$!vP#A2.#A2.&
C$vP#`83*#`83*&
T`B
OP#`C58$$5D`D58
T`E(
T`F
C$=P#`<8.#`<8.S`=#`>8885$
T`?#
T`G
OP#`C8^$$$8^0`D8^$
T`E
L$P#%:4#%:4&
T`H
OP$$;4';:$$;?*;4
T+#
T`I#
C$!vP#`8?.#`8?.(
C$!vP#A@.#A@.'
T`J
C$=P$%C*`KC1#`LC*N$#`MC:C7*
T`N
C$=P#`<D.#`<D.S`=#`>D8D5$
T`?#
T`O
OP#`CD^7$$D^C`DD^7
T`P
L$P#%D_,#%D_,%
TD
OP$$D_9'D_?$&D_D(D_9#
T`Q*
T`N
C$=P#`<F.#`<F.S`=#`>F8F5$
T`?#
T`O
OP#`CF^7$$F^C`DF^7
T`R
L$P#%G4#%G4&
T`S
OP$$H0'H6$&H;(H0
T^$#
T`T
L5P#`UL2#`UL2)
T`V
OP$5NP`WNT#`XNP
T`Y
C$=P$5N^36N^7#7N^3S`Z#`[N^?N^<$
Ta##
Ta$
C$=P%5O*%O.`KO5#a%O*N$#`MO>O;,
T`N
C$=P#`<P.#`<P.S`=#`>P8P5$
T`?#
Ta&
OP$5P^*EP^.$$P^;a'P^*
Ta(
OP#`CP^N$$P^Z`DP^N
T`P
L'P$5P_@%P_D#TP_@%
TD
OP#'P_Q$&P_V^'P_Q#
T`Q,
T`N
C$=P#`<R.#`<R.S`=#`>R8R5$
T`?#
Ta&
OP$5R^*ER^.$$R^;a'R^*
Ta(
OP#`CR^N$$R^Z`DR^N
T`R
L'P$5S1%S5#TS1&
T`S
OP#'T0$&T5^'T0
T^$#
T`T#
C$vP#a)Y*#a)Y*%
Ta*
C$=P$a)^#*`K^#A#a+^#*N$#`M^#J^#G*
T`N
C$=P#`<^$.#`<^$.S`=#`>^$8^$5$
T`?#
Ta,
OP#`C^$^C$$^$^O`D^$^C
T`P
L'P#a)^$_5#a)^$_5%
TD
OP#'^$_R$&^$_W^'^$_R#
T`Q*
T`N
C$=P#`<^&.#`<^&.S`=#`>^&8^&5$
T`?#
Ta,
OP#`C^&^C$$^&^O`D^&^C
T`R
L'P#a)^'1#a)^'1&
T`S
OP#'^(0$&^(5^'^(0
T^$#
T`T##
L5P#`U^.2#`U^.2$
C$=P$5^/*6^/.#7^/*S`Z#`[^/6^/3-
C$!vP#A^0.#A^0.$
T+#
Ta-
OP$5^3B`W^3F#`X^3B
Ta.
C$=P#`<^4.#`<^4.S`=#`>^48^45$
T`?#
Ta&
OP$5^4^*^*^4^.$$^4^Ca/^4^*
Ta0
OP$5^4_5a1^4_9$&^4_Ja2^4_5
T+##
C$|!vP#A^7.#A^7.vP#a3^7;#a3^7;$
T+#
C$vP#_X^:*#_X^:*%
C$vP#A^;*#A^;*(
Ta4
C$=P#`<^=.#`<^=.S`=#`>^=8^=5$
T`?#
Ta5
L$P#%^?4#%^?4$
Ia6^@'#
Ta70
Ta8
C$=P#`<^F.#`<^F.S`=#`>^F8^F5$
T`?#
Ta9
OP#`C^F^C$$^F^O`D^F^C
Ta:
OP#`C^F_5$$^F_A`D^F_5
Ta;
OP#`C^G>$$^GJ`D^G>
Ta<
OP#`C^OL$$^OX`D^OL
Ta=
L$P#%^Q4#%^Q4$
C$vP$$^R*^>^R0#^?^R*'
Ta>
OP$$^S5'^S;$&^S@(^S5
Ta?
Ia6^T'&
Ta>
OP$$^V5'^V;$&^V@(^V5
Ta@#
TaA
T+#
C$vP#A_%*#A_%*(
TaB
C$=P#`<_'.#`<_'.S`=#`>_'8_'5$
T`?#
TaC
L$P#%_'_(#%_'_(%
TD
OP$$_'_5aD_'_;$&_'_JaE_'_5#
T+,
TaF
C$=P#`<_*.#`<_*.S`=#`>_*8_*5$
T`?#
TaG
OP#`C_*^D$$_*^P`D_*^D
TaH
OP#`C_*_@$$_*_L`D_*_@
TaI
L$P#%_,4#%_,4)
Ta>
OP$$_-5'_-;$&_-@(_-5
TaJ
OP$$_-MaD_-S$&_-^)aE_-M
C$vP$$_-^6aK_-^<#aL_-^6&
TaM
OP$$_-^OaK_-^U$&_-_*aN_-^O
T_7#
T+#
TaA#
TaO
L$P#%_54#%_54&
TaP
OP$$_6@'_6F$$_6K*_6@
TaQ#
C$vP#_X_8*#_X_8*%
C$vP#A_9*#A_9*$
TaR&
TaS
OP#`C_>Q$$_>^$`D_>Q
TaT
TaU#
L,P#-_E5#-_E5&
TaV
OP#,_F7$$_F@0_F7
TaW#
C$vP#1_H*#1_H*&
TaV
OP#1_I7$$_IF3_I7
TaW#
C%vP#`8_K*#`8_K*/
TaX
OP#`C_LM$$_LY`D_LM
TaY
C$vP#-_NP#-_NP$
TaZ#
Ta[
C$=P#`<_O.#`<_O.S`=#`>_O8_O5$
T`?#
Tb#
L$P#%_P4#%_P4(
T^-
OP$$_Q/'_Q5$$_Q:*_Q/
Tb$
C$|!vP$^/_Q^)^0_Q^1#^1_Q^)vP#-_Q^9#-_Q^9$
T^2#
T+#
L,P#-_S5#-_S5(
T^-
OP#,_T/$$_T80_T/
T^.
C$!vP$^/_T^7^0_T^?#^1_T^7$
T^2#
T+#
Tb%
I#_W'
T`IvP#b&_Y,#b&_Y,M
Tb'
C$vP#A_[O#A_[O$
Tb(%
OP#`C_[^3$$_[^?`D_[^3
Tb)
Tb*
C$vP#A`#P#A`#P$
Tb(%
OP#`C`#^4$$`#^@`D`#^4
Tb)
Tb+
C$vP#A`$H#A`$H$
Tb(%
OP#`C`$^,$$`$^8`D`$^,
Tb)
Tb,
C$vP#_X`'*#_X`'*&
Tb-
C$vP#A`)^&#A`)^&$
Tb.$
Tb/
Tb0#
T`N
C$=P#`<`+.#`<`+.S`=#`>`+8`+5$
T`?#
Tb#
L$P#%`,4#%`,4&
T^-
OP$$`-/'`-5$$`-:*`-/
Tb1#
Tb2
C$vP#A`/@#A`/@$
Tb3%
OP#`C`/^,$$`/^8`D`/^,
Tb4
C$||vP#_X`/_$#_X`/_$vP#-`/_5#-`/_5vP#1`/_@#1`/_@$
T^2#
T+
C$vP#_X`0*#_X`0*&
Tb5
C$|vP#-`1M#-`1MvP#1`1X#1`1X$
T^2#
T+#
I^,`3'
Tb%
I#`5'
Tb6
C$vP#_X`8*#_X`8*$
Tb7#
Tb8
C$vP#_X`?*#_X`?*&
Tb-
C$vP#A`A^&#A`A^&$
Tb.$
Tb/
Tb0#
T`N
C$=P#`<`C.#`<`C.S`=#`>`C8`C5$
T`?#
Tb#
L$P#%`D4#%`D4&
T^-
OP$$`E/'`E5$$`E:*`E/
Tb1#
Tb9
C$vP#A`GD#A`GD$
Tb(%
OP#`C`G^($$`G^4`D`G^(
Tb)
Tb:
C$||vP#_X`G_##_X`G_#vP#-`G_4#-`G_4vP#1`G_?#1`G_?$
T^2#
T+
C$vP#_X`H*#_X`H*&
Tb5
C$|vP#-`IM#-`IMvP#1`IX#1`IX$
T^2#
T+#
I^,`K'
Tb%
I#`M'
Tb;
C$vP#A`OF#A`OF$
Tb<$
T_Z
T+
C$vP#_X`P*#_X`P*$
Tb7#
T`I8
Tb=
C$vP#A`UL#A`UL$
Tb(%
OP#`C`U^0$$`U^<`D`U^0
Tb)
Tb>
C$vP#b?`W*#b?`W*&
Tb@
OP#bA`Y1$&`Y@bB`Y1
TbC$
TbD
C$vP#_Xa$*#_Xa$*&
Tb-
C$vP#Aa&^&#Aa&^&$
Tb.$
Tb/
Tb0#
T`N
C$=P#`<a(.#`<a(.S`=#`>a(8a(5$
T`?#
Tb#
L$P#%a)4#%a)4&
T^-
OP$$a*/'a*5$$a*:*a*/
Tb1#
Tb9
C$vP#Aa,D#Aa,D$
Tb(%
OP#`Ca,^($$a,^4`Da,^(
Tb)
Tb:
C$||vP#_Xa,_##_Xa,_#vP#-a,_4#-a,_4vP#1a,_?#1a,_?$
T^2#
T+
C$vP#_Xa-*#_Xa-*&
Tb5
C$|vP#-a.M#-a.MvP#1a.X#1a.X$
T^2#
T+#
I^,a0'
Tb%
I#a2'
TbE
C$vP#_Xa4*#_Xa4*$
Tb7#
T`I
TbF
OP#;a=1$$a=8<a=1
TbG
C$=P#`<a>.#`<a>.S`=#`>a>8a>5$
T`?#
TbH
C%=P#bIa?*#bIa?*SbJ#bKa?4a?1$
TbL=P#bIaF,#bIaF,SbM#bNaF6aF3$
TbO$
TbP
C$vP#_XaO*#_XaO*&
TbQ
C$vP#AaQ*#AaQ*$
TbR$
TbS
T`5#
C$vP#b&aX*#b&aX*%
C$vP#b?aY*#b?aY*(
T`S
OP#bAaZ0$&aZ?bBaZ0
TbT
L'P#a3aZ^'#a3aZ^''
TbU
OP#'aZ^=$%aZ^BbVaZ^=
TbW
OP#'aZ^X$&aZ_$^'aZ^X#
T_@#
TbX#
T`I
C%vP#`8b&*#`8b&*&
TbY
OP#`Cb(T$$b(^'`Db(T
TbZvP#b&b),#b&b),&
TbY
C$vP#Ab+W#Ab+W$
Tb(%
OP#`Cb+^;$$b+^G`Db+^;
Tb)
Tb[#
T+
C$&vP#_Xb0*#_Xb0*vP#1b0<#1b0<(
Tc#
OP#1b15$&b1D2b15
Tc$
C$vP#Ab4*#Ab4*(
Tc%
L$P#%b5Q#%b5Q$
OP$$b5^$'b5^*$$b5^/*b5^$#
Tc&
OP#1b93$$b9B3b93
Tc'(
Tc(
L$P#%b=4#%b=4(
Tc)
OP$$b>4'b>:$&b>?(b>4
T`0
OP$$b>K'b>Q$$b>V*b>K
T^$#
Tc*
OP#1bE3$$bEB3bE3
Tc'
Tc+#
Tc,
C$vP$^MbL^$c-bL^,#c.bL^$$
OP$^MbL^7c-bL^?$#bL^Gc/bL^7$
T_Z
Tc0
OP$^MbM[c1bM^*$&bM^3c2bM[
Tc3
L$P#%bW4#%bW4$
I^4bX'#
Tc4
C$vP#b?c#*#b?c#*4
Tc5
OP#;c&G$$c&N<c&G
Tc6
C$=P#`<c(.#`<c(.S`=#`>c(8c(5$
T`?#
Tc7
OP#bAc(^$$$c(^3c8c(^$
Tc9
C$vP#Ac)D#Ac)D$
Tb('
OP#;c)^($$c)^/<c)^(
TD
OP#`Cc)^@$&c)^Lc:c)^@
Tb)
Tb:
C$vP#a3c)_5#a3c)_5$
T^2#
T+
L'P#a3c*1#a3c*1(
T^-
OP#'c+/$$c+4^#c+/
Tb$
C$!vP$^/c+^#^0c+^+#^1c+^#$
T^2#
T+#
Tc;
C$vP#c<c/*#c<c/*$
Tc=#
L5P#`Uc22#`Uc22$
I4c3'#
C%vP#c>c5*#c>c5*$
Tc?vP#a)c8,#a)c8,%
Tc@
C$vP#Ac;*#Ac;*$
TcA&
TcB
OP#;c>^'$$c>^.<c>^'
TcC#
Tc4#
TcD
OP#;cF+$$cF2<cF+
TcE
OP#;cG.$$cG5<cG.
TcF
L$P#%cM4#%cM4(
TcG
OP$$cNB'cNH$$cNM*cNB
T)
OP$$cN^'cHcN^-$#cN^:cIcN^'
T+#
C$&!vP#`8cP.#`8cP.!vP#b&cP;#b&cP;&
TcJ
C$vP#AcQQ#AcQQ$
Tb('
OP#;cQ^5$$cQ^<<cQ^5
TD
OP#`CcQ^M$&cQ^Yc:cQ^M
Tb)
T+#
TcK
OP#;cU3$$cU:<cU3
TcL
L$P#%cV4#%cV4)
T_*
OP$$cW7'cW=$%cWBcMcW7
TbW
OP$$cWX'cW^%$&cW^*(cWX
C$|||!vP$^/cW^;^0cW^C#^1cW^;vP#-cW^K#-cW^KvP#1cW^V#1cW^V&!vP#`8cW_1#`8cW_1!vP#b&cW_>#b&cW_>$
T^2#
T+#
C$&!vP#`8cY.#`8cY.!vP#b&cY;#b&cY;&
TcN
C$|vP#-cZG#-cZGvP#1cZR#1cZR$
T^2#
T+#
L,P#-d#5#-d#5(
T_*
OP#,d$7$%d$@cOd$7
TcP
C$|!vP$^/d$^%^0d$^-#^1d$^%vP#1d$^5#1d$^5$
T^2#
T+#
C$vP#1d&*#1d&*&
T_*
OP#1d'7$%d'FcQd'7
TcR#
TG
C$&vP#b?d**#b?d**!vP#b&d*B#b&d*B(
Tc)
OP#bAd+4$&d+CbBd+4
TcS
L'P#a3d+^,#a3d+^,'
TbU
OP#'d+^B$%d+^GbVd+^B
TbW
OP#'d+_$$&d+_)^'d+_$#
T_@#
TcTcU$
TcVa6*
TcW
C$vP%$%G^>%McX%S#cY%G%
TcZ
C$|||vP%$%^9^>%^?c[%^E#d#%^9vP%$%^R^>%^X^@%_%#^A%^RvP%$%_2^>%_8d$%_>#d%%_2vP%$%_I^>%_Od&%_U#d'%_I$
TbU##
C$vP%$%`C^>%`Ic[%`O#d#%`C&
Td(
OP%$%a0^>%a6c[%a<#d#%a0
C$||vP%$%aN^>%aT^@%aZ#^A%aNvP%$%b.^>%b4d$%b:#d%%b.vP%$%bE^>%bKd&%bQ#d'%bE$
TbU##
C$vP%$%c?^>%cE^@%cK#^A%c?&
Td)
OP%$%d,^>%d2^@%d8#^A%d,
C$|vP%$%dJ^>%dPd$%dV#d%%dJvP%$%e(^>%e.d&%e4#d'%e($
TbU##
C$vP%$%e[^>%f(d$%f.#d%%e[&
Td*
OP%$%fD^>%fJd$%fP$#%fZd+%fD
C$vP%$%g5^>%g;d&%gA#d'%g5$
TbU##
C$vP%$%h/^>%h5d&%h;#d'%h/(
Td,
C$=P%$%i6^>%i<d&%iB#d'%i6Sd-#d.%iL%iI$
T_%$
Tb<
C$vP%$%jC^>%jId/%jO#d0%jC%
Td1
OP%$%k.^>%k4d/%k:#d0%k.#
C$vP%$%kU^>%k[d2%l(#d3%kU%
Td4
OP%$%l@^>%lFd2%lL#d3%l@#
T_7#
T_@
"""

    /// Every string of the trees, each once.
    private static let strings: [String] = [
        "Assignments.swift.template",
        "field",
        "fields",
        "        self._",
        "id",
        "field.id | name",
        " = ",
        "field.id | identifier",
        "\n",
        "action",
        "actions",
        "        self.",
        "action | name",
        "action | identifier",
        "submitAction",
        "submitAction | name",
        "submitAction | identifier",
        "Bar.swift.template",
        "bar",
        "kind",
        "bar.kind",
        "close",
        #""close""#,
        "            .keyboardCloseButton(\n                ",
        "name",
        "name | identifier",
        ".localized(",
        "title",
        "bar.title | swiftString",
        "),\n",
        "boolFocus",
        "                focused: focus\n",
        "                focused: focus,\n                whenMatches: ",
        ".",
        "fieldsName",
        "bar.fieldsName | name",
        "            )\n",
        "navigation",
        #""navigation""#,
        "            .keyboardNavigationBar(\n                doneTitle: ",
        "),\n                previousLabel: ",
        "previous",
        "bar.previous | swiftString",
        "),\n                nextLabel: ",
        "next",
        "bar.next | swiftString",
        "),\n                focused: focus,\n                order: ",
        ".focusOrder,\n                whenMatches: ",
        "\n            )\n",
        "bar.fields",
        "            .keyboardOKCancelButton(\n                okTitle: ",
        "ok",
        "bar.ok | swiftString",
        "),\n                cancelTitle: ",
        "cancel",
        "bar.cancel | swiftString",
        "),\n                text: ",
        "id | identifier",
        ",\n",
        "                focused: focus,\n",
        "                focused: focus,\n                whenMatches: [.",
        "id | name",
        "],\n",
        "                cancelBehavior: ",
        "cancelBehaviorName",
        "bar.cancelBehaviorName | name",
        "ClosureParameters.swift.template",
        "        ",
        ": @escaping @MainActor () -> Void",
        "forloop",
        "last",
        "forloop.last",
        ",",
        ": @escaping @MainActor () -> Void\n",
        "Field.swift.template",
        "        VStack(alignment: .leading, spacing: 4) {\n",
        "label",
        "field.label",
        "            Self.localized(",
        "field.label | swiftString",
        ")\n                .font(.subheadline)\n                .foregroundStyle(.secondary)\n                .accessibilityHidden(true)\n",
        "            FormGenTextField(\n                Self.localized(",
        "field.title | swiftString",
        "),\n                text: $",
        "rules",
        "field.rules",
        "maxLength",
        "field.rules.maxLength",
        "                maximumLength: ",
        "prompt",
        "field.prompt",
        "                prompt: Self.localized(",
        "field.prompt | swiftString",
        "field.kind",
        "secure",
        #""secure""#,
        "revealToggle",
        "field.revealToggle",
        "                kind: .secure(\n                    reveal: FormGenRevealLabels(\n                        show: Self.localized(",
        "strings",
        "showPassword",
        "strings.showPassword | swiftString",
        "),\n                        hide: Self.localized(",
        "hidePassword",
        "strings.hidePassword | swiftString",
        ")\n                    )\n                ),\n",
        "                kind: .secure(reveal: nil),\n",
        "multiline",
        #""multiline""#,
        "                kind: .multiline,\n",
        "clearButton",
        "field.clearButton",
        "                clearButton: Self.localized(",
        "clearText",
        "strings.clearText | swiftString",
        "                focus: focus,\n                equals: ",
        "true",
        "adornments",
        "field.adornments",
        "adornment",
        "adornment.action",
        "                ",
        "position",
        "adornment.position | argumentLabel",
        ": .button(\n                    ",
        "systemImage",
        "adornment.systemImage | swiftString",
        ",\n                    accessibilityLabel: Self.localized(",
        "accessibilityLabel",
        "adornment.accessibilityLabel | swiftString",
        "),\n                    action: ",
        "adornment.action | identifier",
        "\n                )",
        ": .image(",
        ")",
        "hasUIKitTraits",
        "field.hasUIKitTraits",
        "            #if canImport(UIKit)\n",
        "revealedContentType",
        "field.revealedContentType",
        "            .revealedContentType(.",
        "contentType",
        "field.contentType | name",
        ")\n",
        "keyboard",
        "field.keyboard",
        "            .keyboardType(.",
        "field.keyboard | name",
        "field.contentType",
        "            .textContentType(.",
        "autocapitalization",
        "field.autocapitalization",
        "            .textInputAutocapitalization(.",
        "field.autocapitalization | name",
        "            #endif\n",
        "autocorrectionDisabled",
        "field.autocorrectionDisabled",
        "            .autocorrectionDisabled()\n",
        "submitLabel",
        "field.submitLabel",
        "            .submitLabel(.",
        "field.submitLabel | name",
        "handlesReturn",
        "field.handlesReturn",
        "            .onSubmit {\n                Self.returnAction",
        "(from: .",
        ".perform(focus: focus, submit: ",
        "hasInputRules",
        "{ submitIfValid() }",
        "nil",
        ")\n            }\n",
        "            if failedSubmits > 0 || showsFailures || ",
        "isChecked",
        "checkedFields.contains(.",
        ",\n                let failure = ",
        "Self.inputFailure(",
        "Self.inputRule(for: .",
        ")?.failure(of: ",
        "\n            {\n                FormGenFailureText(\n                    FormGenInputMessages(\n",
        "message",
        "messages",
        "field.rules.messages",
        "                        ",
        "message.name | argumentLabel",
        ": ",
        "text",
        "message.text | swiftString",
        "                        table: Self.stringsTable,\n                        bundle: Self.stringsBundle\n                    ).text(for: failure),\n                    field: Self.stringsBundle.localizedString(\n                        forKey: ",
        ", value: nil, table: Self.stringsTable),\n                    failedSubmits: failedSubmits\n                )\n            }\n",
        "        }\n",
        "Form.swift.template",
        "\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n",
        "part",
        "/// The ",
        " part: fields that a screen places and focuses as one value, with\n/// `.focused($focus, equals: …)`, drawing its own keyboard bar.\n",
        " form: its focus order, bars and what return does need no UI and\n/// compile everywhere; with SwiftUI it is also the view.\n",
        "access",
        "public",
        #""public""#,
        "public ",
        "struct ",
        " {\n",
        "    /// One case per field: which field has focus, for the fields' own clear buttons.\n    private enum ",
        "focusEnum",
        "focusEnum | identifier",
        ": Hashable, CaseIterable, Sendable {\n",
        "    /// One case per field, in focus order.\n    ",
        "enum ",
        "        case ",
        "    }\n",
        "\n    /// The order in which return and the previous and next chevrons move focus.\n",
        "count",
        "fields.count",
        "1",
        "    ",
        "static let focusOrder: [",
        "] = [",
        "]\n",
        "] = [\n",
        "        .",
        "    ]\n",
        "bars",
        "\n    /// The fields whose focus shows the ",
        "description",
        "bar.description",
        " bar",
        "okCancel",
        #""okCancel""#,
        "; the body gives each its own, as each edits its own text",
        ".\n",
        "bar.fields.count",
        "static let ",
        "bar.fieldsName | identifier",
        ": [",
        "keyboardObserverFields",
        "\n    /// The fields whose focus makes the keyboard observer pad the form.\n",
        "keyboardObserverFields.count",
        "static let keyboardObserverFields: [",
        "    /// What Cancel on the ",
        " bar does to the text.\n    ",
        "bar.cancelBehaviorName | identifier",
        ": FormGenCancelBehavior = .",
        "cancelBehavior",
        "bar.cancelBehavior | name",
        "okCancelFields",
        "    /// What the field's input rules find wrong with `text`; `nil` when it passes.\n    ",
        "static func inputFailure(_ text: String) -> FormGenInputFailure? {\n        let rule =\n",
        "InputRule.swift.template",
        "        return rule.failure(of: text)\n    }\n",
        "    /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as \"\".\n    ",
        "static func inputFailures(_ texts: [",
        ": String]) -> [",
        ": FormGenInputFailure] {\n        var failures: [",
        ": FormGenInputFailure] = [:]\n        for field in focusOrder {\n            failures[field] = inputRule(for: field)?.failure(of: texts[field] ?? \"\")\n        }\n        return failures\n    }\n\n    /// The input rules of `field`; `nil` when anything goes.\n    static func inputRule(for field: ",
        ") -> FormGenInputRule? {\n        switch field {\n",
        "        case .",
        ":\n",
        ": nil\n",
        "        }\n    }\n",
        "    /// What return does in the field, with no UI.\n    ",
        "static let returnAction: FormGenReturnAction<Bool> = ",
        "returnAction",
        "field.returnAction | name",
        "    /// What return does from `field`, with no UI: move focus to the next field, submit, or release focus.\n    ",
        "static func returnAction(from field: ",
        ") -> FormGenReturnAction<",
        "> {\n        switch field {\n",
        ": .",
        "returnFocus",
        "field.returnFocus",
        "(.",
        "field.returnFocus | name",
        "\n    #if canImport(SwiftUI)\n",
        "    @Binding private var ",
        ": String\n",
        "    /// Whether focus has left the field: its failure shows from then on.\n    @State private var isChecked = false\n",
        "    /// The fields focus has left: their failures show from then on.\n    @State private var checkedFields: Set<",
        "> = []\n",
        "    /// How many submits failed: failures show from the first, and are announced again at each.\n    @State private var failedSubmits = 0\n    /// Whether the app shows every failure, as after a submit its own button tried.\n    private let showsFailures: Bool\n",
        "    private let ",
        ": @MainActor () -> Void\n",
        "    @FocusState private var ownFocus: ",
        "?\n\n    /// A part editing the given texts",
        " and calling the given actions",
        ".\n    ",
        "init(\n",
        ": Binding<String>",
        "    ) {\n",
        "ownsFocus",
        "    /// The app's focus when it passed one; the form's own otherwise.\n    private let appFocus: FocusState<",
        "Bool",
        "?",
        ">.Binding?\n    @FocusState private var ownFocus: ",
        "\n    private let initialFocus: ",
        "\n\n    /// A form that owns its focus, which goes to `initialFocus` when the form appears.\n",
        "    /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:\n    /// for the app's own submit button, which asks `",
        "inputFailure",
        "inputFailures",
        "` first.\n",
        ": Binding<String>,\n",
        "        initialFocus: ",
        "Bool = false",
        "? = nil",
        "        showsFailures: Bool = false",
        "        self.appFocus = nil\n        self.initialFocus = initialFocus\n",
        "        self.showsFailures = showsFailures\n",
        "    }\n\n    /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example\n    /// before its own button acts.\n",
        "        focus: FocusState<",
        ">.Binding",
        "        self.appFocus = focus\n        self.initialFocus = ",
        "false",
        "    private let focus: FocusState<",
        ">.Binding\n\n",
        "hasBarsModifier",
        "    /// The fields, for the app's own container; focus is the app's, and so are the bars, through\n    /// `.",
        "barsModifier",
        "barsModifier | name",
        "(focus:…)`.\n",
        "    /// The fields, for the app's own container; focus is the app's.\n",
        "        self.focus = focus\n",
        "    #endif\n}\n\n#if canImport(SwiftUI)\nextension ",
        ": View {\n    ",
        "var body: some View {\n",
        "layout",
        "scroll",
        #""scroll""#,
        "        ScrollView {\n            VStack(alignment: .leading, spacing: 16) {\n                fieldViews\n            }\n            .padding()\n        }\n",
        "form",
        #""form""#,
        "        Form {\n            fieldViews\n        }\n",
        "        VStack(alignment: .leading, spacing: 16) {\n            fieldViews\n        }\n",
        "        .formGenOnFocusLeave(focus.wrappedValue) { left in\n",
        "            if left { isChecked = true }\n",
        "            if let left { checkedFields.insert(left) }\n",
        "(focus: focus",
        ", ",
        "id | argumentLabel",
        ": $",
        "        .formGenInitialFocus(initialFocus, focus: focus)\n",
        "\n    @MainActor private var focus: FocusState<",
        "?>.Binding { $ownFocus }\n",
        ">.Binding {\n        appFocus ?? $ownFocus\n    }\n",
        "    /// Runs `",
        "` when no field fails its input rules; otherwise shows every\n    /// failure and moves focus to the first failing field.\n    @MainActor private func submitIfValid() {\n",
        "        if Self.inputFailure(",
        ") != nil {\n            failedSubmits += 1\n            focus.wrappedValue = true\n        } else {\n            ",
        "()\n        }\n",
        "        let failures = Self.inputFailures([\n",
        "            .",
        "        ])\n        if let first = Self.focusOrder.first(where: { failures[$0] != nil }) {\n            failedSubmits += 1\n            focus.wrappedValue = first\n        } else {\n            ",
        "    }\n\n",
        "    /// The strings table the form's text is looked up in (`nil`: Localizable), and the bundle that holds it.\n    fileprivate static var stringsTable: String? { ",
        "table",
        "strings.table",
        "strings.table | swiftString",
        " }\n    fileprivate static var stringsBundle: Bundle { .",
        "bundle",
        "strings.bundle | name",
        " }\n\n    /// The text of `key` in the form's strings table. The key is a value, not a literal, so that\n    /// Xcode's string extraction leaves the table to `formgen strings`.\n    fileprivate static func localized(_ key: String) -> Text {\n        Text(LocalizedStringKey(key), tableName: stringsTable, bundle: stringsBundle)\n    }\n\n    /// One view per field, in focus order: rows in a `Form`, a stack's items elsewhere.\n    @MainActor @ViewBuilder private var fieldViews: some View {\n",
        "    }\n}\n",
        "\nextension View {\n    /// Gives any container of `",
        "`'s fields what the form needs around them: its keyboard\n    /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.\n    ",
        "func ",
        "barsModifier | identifier",
        "(\n        focus: FocusState<",
        "focusEnum | name",
        "    ) -> some View {\n        self\n",
        "dismissOnTapOutside",
        "            .dismissesFocusOnTapOutside(focus)\n",
        "keyboardObserver",
        "            // Outermost, so that the padding lifts the bars with the fields.\n            .avoidsKeyboard()\n",
        "            // Outermost, so that the padding lifts the bars with the fields; only while one of\n            // the fields that ask for it has focus.\n",
        "            .avoidsKeyboard(focused: focus)\n",
        "            .avoidsKeyboard(focused: focus, whenMatches: ",
        ".keyboardObserverFields)\n",
        "\n#if DEBUG\n/// ",
        " with sample text in its fields, for Xcode's canvas.\nstruct ",
        "Previews: PreviewProvider {\n    static var previews: some View {\n        Sample()\n    }\n\n    private struct Sample: View {\n",
        "        @State private var ",
        "sampleText",
        "field.sampleText | swiftString",
        "        @FocusState private var focus: ",
        "\n        var body: some View {\n            ",
        "(\n",
        "field.id | argumentLabel",
        "                focus: $focus",
        "action | argumentLabel",
        ": {}",
        "submitAction | argumentLabel",
        ": {}\n",
        "(focus: $focus",
        "        }\n    }\n}\n#endif\n#endif\n",
        "FormGenSupport.swift.template",
        "//\n// The runtime shared by every form formgen generates: focus order, which bar a focus value shows,\n// what Cancel restores, the keyboard accessory bars, the text field and the keyboard observer.\n// Its bytes are the same for every spec, so any number of forms compile together in one target.\n\nimport Foundation\n\n/// Moves focus along a form's fields in order: what return and the chevrons do.\nenum FormGenFocusOrder {\n    /// The field after `current`; `nil` after the last one, which releases focus.\n    static func field<Field: Equatable>(after current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index + 1 < order.count else { return nil }\n        return order[index + 1]\n    }\n\n    /// The field before `current`; `nil` before the first one.\n    static func field<Field: Equatable>(before current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index > 0 else { return nil }\n        return order[index - 1]\n    }\n}\n\n/// Decides whether a bar shows for the current focus.\nenum FormGenBarRule {\n    /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.\n    static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {\n        guard let focus else { return false }\n        return whenMatches.isEmpty || whenMatches.contains(focus)\n    }\n}\n\n/// What return does in a field of a form: move focus to another field, run the form's submit\n/// action, or release focus. Generated forms answer it with no UI (`returnAction(from:)`), so an\n/// app's tests can ask it anywhere. Public, as a public form's API names it.\npublic enum FormGenReturnAction<Field: Hashable & Sendable>: Equatable, Sendable {\n    /// Move focus to this field.\n    case focus(Field)\n    /// Run the form's submit action, when its input rules find nothing wrong.\n    case submit\n    /// Release focus, which hides the keyboard.\n    case release\n    /// Nothing: the return key of a multiline field starts a new line. Before iOS 16, where such a\n    /// field is one line, return hides the keyboard.\n    case newLine\n}\n\n/// Why a field's text fails its input rules. Public, as a public form's `inputFailures` names it.\npublic enum FormGenInputFailure: Equatable, Sendable {\n    /// The text is empty, or white space only.\n    case required\n    /// Fewer characters than `minimum`.\n    case tooShort(minimum: Int)\n    /// More characters than `maximum`.\n    case tooLong(maximum: Int)\n    /// The text does not match the pattern.\n    case mismatch\n    /// A numeric field's text is not a number.\n    case notANumber\n    /// The number is below the minimum or above the maximum.\n    case outOfRange\n}\n\n/// What a field's text must be, as its spec's input rules say; checked with no UI, so a form's\n/// `inputFailures` can be asked in any context.\nstruct FormGenInputRule: Sendable {\n    var required = false\n    var minLength: Int?\n    var maxLength: Int?\n    var pattern: String?\n    var number: FormGenNumberRule?\n\n    /// The first rule `text` breaks, in the order required, length, number, pattern; `nil` when it\n    /// passes. A text of white space only counts as empty, and an empty text passes every rule but\n    /// `required`, so an optional field may stay empty.\n    func failure(of text: String) -> FormGenInputFailure? {\n        if text.allSatisfy(\\.isWhitespace) {\n            return required ? .required : nil\n        }\n        // Characters as Swift counts them: a flag, an emoji with its modifiers, or a letter with\n        // combining marks is one.\n        let count = text.count\n        if let minLength, count < minLength { return .tooShort(minimum: minLength) }\n        if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }\n        if let number, let failure = number.failure(of: text) { return failure }\n        if let pattern, !Self.text(text, wholeMatches: pattern) { return .mismatch }\n        return nil\n    }\n\n    /// Whether all of `text` matches `pattern`: with Swift's `Regex` where the system has it\n    /// (iOS 16), and with `NSRegularExpression` before. A pattern the engine cannot read matches\n    /// nothing; formgen refuses a pattern `Regex` cannot read, and warns about `Regex`-only syntax\n    /// in a spec whose `minimumIOS` is below 16.\n    static func text(_ text: String, wholeMatches pattern: String) -> Bool {\n        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n            return formGenRegexWholeMatch(text, pattern)\n        }\n        guard let expression = try? NSRegularExpression(pattern: \"^(?:\" + pattern + \")$\") else { return false }\n        let range = NSRange(text.startIndex..., in: text)\n        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range\n    }\n}\n\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nprivate func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {\n    guard let regex = try? Regex(pattern) else { return false }\n    return (try? regex.wholeMatch(in: text)) != nil\n}\n\n/// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.\nstruct FormGenNumberRule: Sendable {\n    var isDecimal: Bool\n    var minimum: Double?\n    var maximum: Double?\n\n    func failure(of text: String) -> FormGenInputFailure? {\n        guard FormGenNumber.isNumeral(text, decimal: isDecimal) else { return .notANumber }\n        // A whole number too long for Int is still a number, just not one in range.\n        guard let value = isDecimal ? FormGenNumber.decimal(text) : FormGenNumber.integer(text).map(Double.init) else {\n            return .outOfRange\n        }\n        if let minimum, value < minimum { return .outOfRange }\n        if let maximum, value > maximum { return .outOfRange }\n        return nil\n    }\n}\n\n/// The number a numeric field's text holds, read as its input rules read it: white space around\n/// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator, `.`,\n/// `,` or `٫`. The number and decimal pads type the digits and the separator of the user's\n/// locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of Europe. Public, so\n/// that an app reads the number it submits exactly as the form accepted it; `Int(_:)` and\n/// `Double(_:)` refuse the white space, the comma and those digits.\npublic enum FormGenNumber {\n    /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.\n    public static func integer(_ text: String) -> Int? {\n        numeral(text, decimal: false).flatMap { Int($0) }\n    }\n\n    /// The number of `text`, whole or decimal; `nil` when it is none, or too large for a `Double`.\n    public static func decimal(_ text: String) -> Double? {\n        guard let numeral = numeral(text, decimal: true), let value = Double(numeral), value.isFinite else {\n            return nil\n        }\n        return value\n    }\n\n    /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.\n    static func isNumeral(_ text: String, decimal: Bool) -> Bool {\n        numeral(text, decimal: decimal) != nil\n    }\n\n    /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.\n    private static func numeral(_ text: String, decimal: Bool) -> String? {\n        var body = Substring(text.trimmingCharacters(in: .whitespaces))\n        var numeral = \"\"\n        if let sign = body.first, sign == \"+\" || sign == \"-\" {\n            numeral.append(sign)\n            body = body.dropFirst()\n        }\n        var digits = 0\n        var separators = 0\n        // The code point of the digits' zero: a number is written in one script's digits, as a\n        // keypad types it; \"1٢\" mixes two.\n        var zero: UInt32?\n        for character in body {\n            // One scalar each: a digit with a combining mark is another character.\n            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }\n            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {\n                let digitZero = scalar.value - UInt32(value)\n                guard zero == nil || zero == digitZero else { return nil }\n                zero = digitZero\n                numeral += String(Int(value))\n                digits += 1\n            } else if scalar == \".\" || scalar == \",\" || scalar == \"\\u{066B}\" {\n                numeral += \".\"\n                separators += 1\n            } else {\n                return nil\n            }\n        }\n        return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil\n    }\n}\n\n/// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`\n/// and a public form's cancel behaviours name it.\npublic enum FormGenCancelBehavior: Sendable {\n    /// Restore the text the field had when it gained focus.\n    case revert\n    /// Empty the field.\n    case clear\n\n    /// The text after Cancel, given the text the field had when it gained focus.\n    func restoredText(original: String) -> String {\n        switch self {\n        case .revert: original\n        case .clear: \"\"\n        }\n    }\n}\n\n/// What a field limited to a number of characters keeps of an edit.\nenum FormGenLengthLimit {\n    /// The edit from `old` to `new`, at most `maximum` characters: the characters the edit\n    /// inserted, cut to the room left, where the edit put them, and the rest of the text as it\n    /// was. Cutting the end of `new` instead would drop the end of the text whenever the user\n    /// types into the middle of a full field. An edit that does not lengthen the text stands, so\n    /// a text the app set too long is never cut, only kept from growing (its failure says it is\n    /// too long). `selection` is the part of `old` that was selected before the edit, in\n    /// characters, when the field knows it: the edit replaced it, which tells apart a paste that\n    /// repeats the text around it. A selection the edit cannot have replaced (one the field\n    /// already moved past the edit) is not used.\n    static func edit(\n        replacing old: String, with new: String, maximum: Int, selection: Range<Int>? = nil\n    ) -> FormGenLimitedEdit {\n        let after = Array(new)\n        let before = Array(old)\n        guard after.count > maximum, after.count > before.count else {\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        var prefix = 0\n        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {\n            prefix += 1\n        }\n        var commonSuffix = 0\n        while commonSuffix < before.count,\n            before[before.count - 1 - commonSuffix] == after[after.count - 1 - commonSuffix]\n        {\n            commonSuffix += 1\n        }\n        let suffix: Int\n        // The edit replaced the selection if the text before it and the text after it are unchanged.\n        if let selection, selection.lowerBound >= 0, selection.lowerBound <= prefix,\n            selection.upperBound <= before.count, before.count - selection.upperBound <= commonSuffix\n        {\n            prefix = selection.lowerBound\n            suffix = before.count - selection.upperBound\n        } else {\n            suffix = min(commonSuffix, before.count - prefix)\n        }\n        let inserted = after[prefix..<(after.count - suffix)]\n        let kept = inserted.prefix(max(0, maximum - prefix - suffix))\n        // Characters can only merge where the pieces meet (a combining mark), never multiply.\n        let text = String(after[..<prefix]) + String(kept) + String(after[(after.count - suffix)...])\n        return FormGenLimitedEdit(text: text, caret: min(prefix + kept.count, text.count))\n    }\n\n    /// `range`, in UTF-16 code units as UIKit counts positions in a text, as characters of `text`;\n    /// `nil` when it is not within `text` or does not start and end between characters.\n    static func characters(inUTF16 range: Range<Int>, of text: String) -> Range<Int>? {\n        let utf16 = text.utf16\n        guard range.lowerBound >= 0, range.upperBound <= utf16.count,\n            let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound).samePosition(in: text),\n            let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound).samePosition(in: text)\n        else { return nil }\n        let start = text.distance(from: text.startIndex, to: lower)\n        return start..<(start + text.distance(from: lower, to: upper))\n    }\n}\n\n/// An edit as a length limit leaves it.\nstruct FormGenLimitedEdit: Equatable {\n    var text: String\n    /// When the edit was cut: the characters before the caret, which belongs after the kept part\n    /// of what the edit inserted. `nil`: the edit stands, with the caret where the field put it.\n    var caret: Int?\n\n    /// `caret` in UTF-16 code units, as UIKit counts positions in a text.\n    var caretUTF16Offset: Int? {\n        caret.map { text.prefix($0).utf16.count }\n    }\n}\n\n/// The text of each input failure of a field: keys of a strings table (`nil`: Localizable) in a\n/// bundle. The too-short and too-long texts are formats that may hold the limit as `%lld`. A\n/// failure that the field's rules cannot give has no key.\nstruct FormGenInputMessages {\n    var required: String?\n    var tooShort: String?\n    var tooLong: String?\n    var mismatch: String?\n    var notANumber: String?\n    var outOfRange: String?\n    var table: String?\n    var bundle: Bundle\n\n    /// The text for `failure`, in the language the bundle chooses for the user, with its limit.\n    /// A String rather than a SwiftUI `Text`, so that VoiceOver can announce it too.\n    func text(for failure: FormGenInputFailure) -> String {\n        switch failure {\n        case .required: localized(required)\n        case .tooShort(let minimum): String.localizedStringWithFormat(localized(tooShort), minimum)\n        case .tooLong(let maximum): String.localizedStringWithFormat(localized(tooLong), maximum)\n        case .mismatch: localized(mismatch)\n        case .notANumber: localized(notANumber)\n        case .outOfRange: localized(outOfRange)\n        }\n    }\n\n    /// The table's text for `key`: the key itself when the table has no entry for it.\n    private func localized(_ key: String?) -> String {\n        guard let key else { return \"\" }\n        return bundle.localizedString(forKey: key, value: nil, table: table)\n    }\n}\n\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#else\nimport Foundation\n#endif\n\n/// Where the keyboard covers a view, worked out from two rectangles in one coordinate space.\n///\n/// UIKit reports the keyboard's end frame in `keyboardWillChangeFrameNotification` for every\n/// change: showing, hiding, docking and undocking, splitting, and the short shortcuts bar of a\n/// hardware keyboard. When the keyboard leaves, the end frame lies below the screen.\nenum FormGenKeyboardGeometry {\n    /// How far the keyboard reaches up into the view from its bottom edge: the view's height from\n    /// the keyboard's top edge down, at most the view's height; 0 when they do not meet.\n    ///\n    /// A keyboard narrower than the view counts as 0: it is the iPad's floating keyboard, which\n    /// the user drags out of the way and which leaves the view's full width beside it, so the view\n    /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default). A keyboard\n    /// at least as wide as the view covers every column of it, whether docked at the bottom,\n    /// undocked or split higher up (the view is then lifted above it), or only its shortcuts bar.\n    /// A keyboard that covers the view's top but not its bottom counts as 0 too: padding the\n    /// bottom cannot uncover anything, and UIKit has reported such frames, above the screen, for\n    /// a keyboard undocked from its menu.\n    static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {\n        guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }\n        guard keyboard.minY < view.maxY, keyboard.maxY > view.minY else { return 0 }\n        guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }\n        return min(view.maxY - keyboard.minY, view.height)\n    }\n}\n\n/// What a secure field's text becomes on the first change after it regains focus.\n///\n/// UIKit empties a secure text field (`isSecureTextEntry`) on the first keystroke after it becomes\n/// first responder again: a typed character replaces the whole text and delete empties it. When\n/// hiding a revealed password moves focus into the secure field, that would throw the text away.\nenum FormGenSecureEntry {\n    /// The text to keep, given the text before the change and the text UIKit left: the old text\n    /// without its last character when the change emptied it (delete), the old text and the\n    /// character when one character replaced it, and the new text otherwise (an edit that kept the\n    /// old text, or AutoFill or a paste that replaced it with more than one character).\n    static func text(afterFirstChangeFrom old: String, to new: String) -> String {\n        guard !old.isEmpty, !new.hasPrefix(old) else { return new }\n        if new.isEmpty { return String(old.dropLast()) }\n        return new.count == 1 ? old + new : new\n    }\n}\n\n#if canImport(SwiftUI)\nimport SwiftUI\n\n/// A bar's view of the form's focus: whether the bar should show, and how to release focus.\n///\n/// One protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.\n@MainActor\nprotocol FormGenBarFocus {\n    var isActive: Bool { get }\n    func release()\n}\n\n/// The focus of a form whose fields are cases of an enum; the bar shows for `whenMatches`.\nstruct FormGenEnumBarFocus<Field: Hashable>: FormGenBarFocus {\n    let focused: FocusState<Field?>.Binding\n    let whenMatches: [Field]\n\n    var isActive: Bool { FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches) }\n\n    func release() { focused.wrappedValue = nil }\n}\n\n/// The focus of a single-field form.\nstruct FormGenBoolBarFocus: FormGenBarFocus {\n    let focused: FocusState<Bool>.Binding\n\n    var isActive: Bool { focused.wrappedValue }\n\n    func release() { focused.wrappedValue = false }\n}\n\n/// The bar drawn above the keyboard: a hairline over a row of buttons, at least 44 points high\n/// and taller with larger text, in the system bar material so it follows Dark Mode.\n///\n/// At accessibility text sizes the bar stops growing at the largest standard size, `xxxLarge`, as\n/// UIKit's own toolbars and keyboard bars stop growing: a bar sized for `accessibility5` would\n/// cover most of the space the keyboard leaves. `FormGenBarInset` caps the size around the bar,\n/// so the bar's `@ScaledMetric` height and its text both stop at that size.\nstruct FormGenKeyboardBar<Buttons: View>: View {\n    @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44\n    private let buttons: Buttons\n\n    init(@ViewBuilder buttons: () -> Buttons) {\n        self.buttons = buttons()\n    }\n\n    var body: some View {\n        VStack(spacing: 0) {\n            Divider()\n            HStack(spacing: 8) {\n                buttons\n            }\n            .padding(.horizontal, 16)\n            .frame(maxWidth: .infinity, minHeight: minimumHeight)\n        }\n        .background(.bar)\n    }\n}\n\n/// A text button of a keyboard bar whose whole target, not just its text, takes taps: at least 44\n/// points wide and the full height of the bar, which is at least 44 points.\nstruct FormGenBarButton: View {\n    private let title: Text\n    private let action: @MainActor () -> Void\n\n    init(_ title: Text, action: @escaping @MainActor () -> Void) {\n        self.title = title\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            title\n                .frame(minWidth: 44, maxHeight: .infinity)\n                .contentShape(Rectangle())\n        }\n    }\n}\n\n/// An image button of at least 44 points whose transparent margin takes taps too.\nstruct FormGenIconButton: View {\n    private let systemImage: String\n    private let accessibilityLabel: Text\n    private let action: @MainActor () -> Void\n\n    init(_ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void) {\n        self.systemImage = systemImage\n        self.accessibilityLabel = accessibilityLabel\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            Image(systemName: systemImage)\n                .frame(minWidth: 44, minHeight: 44)\n                .contentShape(Rectangle())\n        }\n        .accessibilityLabel(accessibilityLabel)\n    }\n}\n\n/// Shows a bar at the bottom of the modified view while `isShown`.\n///\n/// The view draws the bar itself instead of using `.toolbar(placement: .keyboard)`, which leaves\n/// blank space after navigation and goes missing on TabView pages. A bottom safe-area inset keeps\n/// the bar from covering the last field.\nprivate struct FormGenBarInset<Bar: View>: ViewModifier {\n    let isShown: Bool\n    let bar: Bar\n\n    func body(content: Content) -> some View {\n        content.safeAreaInset(edge: .bottom, spacing: 0) {\n            if isShown {\n                bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)\n            }\n        }\n    }\n}\n\n/// A bar with one button that releases focus.\nstruct FormGenCloseBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let title: Text\n    let focus: Focus\n\n    func body(content: Content) -> some View {\n        content.modifier(\n            FormGenBarInset(\n                isShown: focus.isActive,\n                bar: FormGenKeyboardBar {\n                    Spacer()\n                    FormGenBarButton(title) { focus.release() }\n                }\n            )\n        )\n    }\n}\n\n/// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without\n/// writing it into the app's binding; `nil` when there is none.\nprivate struct FormGenTransientTextKey: EnvironmentKey {\n    static let defaultValue: String? = nil\n}\n\nextension EnvironmentValues {\n    /// The focused field shows this text instead of its own while it is set.\n    fileprivate var formGenTransientText: String? {\n        get { self[FormGenTransientTextKey.self] }\n        set { self[FormGenTransientTextKey.self] = newValue }\n    }\n}\n\n/// A bar whose OK keeps the text and whose Cancel restores it, then releases focus.\nstruct FormGenOKCancelBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let okTitle: Text\n    let cancelTitle: Text\n    let cancelBehavior: FormGenCancelBehavior\n    @Binding var text: String\n    let focus: Focus\n    /// The text when the bar appeared, which is when its field gained focus.\n    @State private var originalText = \"\"\n    /// What the focused field shows for one turn while Cancel works around iOS 17.\n    @State private var transientText: String?\n    /// Another OK/Cancel bar's transient text, passed on so that nested bars do not hide it.\n    @Environment(\\.formGenTransientText) private var outerTransientText\n\n    func body(content: Content) -> some View {\n        content\n            .environment(\\.formGenTransientText, transientText ?? outerTransientText)\n            .modifier(\n                FormGenBarInset(\n                    isShown: focus.isActive,\n                    bar: FormGenKeyboardBar {\n                        Spacer()\n                        FormGenBarButton(cancelTitle, action: cancel)\n                        FormGenBarButton(okTitle) { focus.release() }\n                    }\n                    .onAppear { originalText = text }\n                )\n            )\n    }\n\n    /// Whether this iOS can keep the old text on screen when a field's text is replaced in the same\n    /// turn that focus ends: iOS 17, where it was seen on 17.1 and 17.2. iOS 15 and 16\n    /// show the new text, and so does iOS 18 as far as is known; check on a device when a new\n    /// version comes out, by cancelling an edit and watching the field.\n    private static var keepsOldTextOnScreen: Bool {\n        if #available(iOS 18.0, *) {\n            return false\n        }\n        if #available(iOS 17.0, *) {\n            return true\n        }\n        return false\n    }\n\n    /// Writes the restored text first and releases focus last, on every path, so that code\n    /// watching focus sees the final text when focus goes.\n    private func cancel() {\n        let restored = cancelBehavior.restoredText(original: originalText)\n        if Self.keepsOldTextOnScreen, text != restored {\n            // A real edit of the field first, then the final text on the next main-actor turn.\n            // The edit is shown through the environment rather than written into `text`, so the\n            // app's binding and its `onChange` only ever see the restored text.\n            transientText = text + \" \"\n            Task { @MainActor in\n                transientText = nil\n                text = restored\n                focus.release()\n            }\n        } else {\n            text = restored\n            focus.release()\n        }\n    }\n}\n\n/// A bar with previous and next chevrons along the field order, and a done button.\nstruct FormGenNavigationBarModifier<Field: Hashable>: ViewModifier {\n    let doneTitle: Text\n    let previousLabel: Text\n    let nextLabel: Text\n    let focused: FocusState<Field?>.Binding\n    let order: [Field]\n    let whenMatches: [Field]\n\n    func body(content: Content) -> some View {\n        let previous = FormGenFocusOrder.field(before: focused.wrappedValue, in: order)\n        let next = FormGenFocusOrder.field(after: focused.wrappedValue, in: order)\n        return content.modifier(\n            FormGenBarInset(\n                isShown: FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches),\n                bar: FormGenKeyboardBar {\n                    FormGenIconButton(\"chevron.up\", accessibilityLabel: previousLabel) {\n                        focused.wrappedValue = previous\n                    }\n                    .disabled(previous == nil)\n                    FormGenIconButton(\"chevron.down\", accessibilityLabel: nextLabel) {\n                        focused.wrappedValue = next\n                    }\n                    .disabled(next == nil)\n                    Spacer()\n                    FormGenBarButton(doneTitle) {\n                        focused.wrappedValue = nil\n                    }\n                }\n            )\n        )\n    }\n}\n\nextension View {\n    /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).\n    func keyboardCloseButton<Field: Hashable>(\n        _ title: Text,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenCloseBarModifier(\n                title: title,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows a bar with a close button while the single field has focus.\n    func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))\n    }\n\n    /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that\n    /// one text, so there is no default: list the field (or fields) that edit it.\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows an OK/Cancel bar for `text` while the single field has focus.\n    func keyboardOKCancelButton(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Bool>.Binding,\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenBoolBarFocus(focused: focused)\n            )\n        )\n    }\n\n    /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.\n    func keyboardNavigationBar<Field: Hashable>(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenNavigationBarModifier(\n                doneTitle: doneTitle,\n                previousLabel: previousLabel,\n                nextLabel: nextLabel,\n                focused: focused,\n                order: order,\n                whenMatches: whenMatches\n            )\n        )\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside any field.\n    func dismissesFocusOnTapOutside<Field: Hashable>(_ focused: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = nil })\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside the field.\n    func dismissesFocusOnTapOutside(_ focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = false })\n    }\n}\n\n/// The bars and the tap-outside dismissal that a screen draws itself, around parts and fields of\n/// its own, as modifier types: `.modifier(FormGenCloseBar(Text(\"Close\"), focused: $focus))`. They\n/// are public so that a screen in another module than its forms can use them, and types rather\n/// than `View` methods because an app target with forms of its own has a support file too: its\n/// types shadow these, where two modules' public `View` methods of one name would be ambiguous.\npublic struct FormGenCloseBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>\n\n    /// A close bar while one of `whenMatches` has focus (any value when empty).\n    public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {\n        bar = FormGenCloseBarModifier(\n            title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).\npublic struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>\n\n    public init(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) {\n        bar = FormGenOKCancelBarModifier(\n            okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus\n/// (see `FormGenCloseBar`).\npublic struct FormGenNavigationBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenNavigationBarModifier<Field>\n\n    public init(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) {\n        bar = FormGenNavigationBarModifier(\n            doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused, order: order,\n            whenMatches: whenMatches)\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).\npublic struct FormGenTapOutside<Field: Hashable>: ViewModifier {\n    private let tap: FormGenTapOutsideModifier\n\n    public init(_ focused: FocusState<Field?>.Binding) {\n        tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(tap)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the modified view.\n///\n/// The tap gesture is on the view itself, not on a background behind it: a `ScrollView` or `Form`\n/// covers its whole frame, so a background never sees a tap. `contentShape(Rectangle())` makes the\n/// empty space between and around the fields take part in hit testing. SwiftUI gives a gesture of\n/// a subview (a `Button`, a text field) precedence over its ancestor's `onTapGesture`, so a tap on\n/// a field or button does what it always did and does not reach this gesture; a tap recogniser\n/// does not block a scroll view's pan, so dragging still scrolls.\nprivate struct FormGenTapOutsideModifier: ViewModifier {\n    let release: @MainActor () -> Void\n\n    func body(content: Content) -> some View {\n        content\n            .contentShape(Rectangle())\n            .onTapGesture { release() }\n    }\n}\n\nextension FormGenReturnAction {\n    /// Does what return should: moves focus, or releases it and then runs `submit`, so the app's\n    /// action starts with no field half-way through editing.\n    @MainActor\n    func perform(focus: FocusState<Field?>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let field):\n            focus.wrappedValue = field\n        case .submit:\n            focus.wrappedValue = nil\n            submit?()\n        case .release:\n            focus.wrappedValue = nil\n        case .newLine:\n            break\n        }\n    }\n}\n\nextension FormGenReturnAction where Field == Bool {\n    /// Does what return should in the single field of a Bool-focus form.\n    @MainActor\n    func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let focused):\n            focus.wrappedValue = focused\n        case .submit:\n            focus.wrappedValue = false\n            submit?()\n        case .release:\n            focus.wrappedValue = false\n        case .newLine:\n            break\n        }\n    }\n}\n\n/// Calls `action` with the value focus left, each time it moves: which field to check now.\nstruct FormGenFocusLeaveModifier<Value: Hashable>: ViewModifier {\n    let value: Value\n    let action: (Value) -> Void\n    /// The value before the latest change, for the one-value `onChange` of iOS 15 and 16.\n    @State private var previous: Value?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content.onChange(of: value) { old, _ in action(old) }\n        } else {\n            content\n                .onAppear { previous = value }\n                .onChange(of: value) { new in\n                    if let previous { action(previous) }\n                    previous = new\n                }\n        }\n    }\n}\n\nextension View {\n    /// Calls `action` with the focus value that was left, whenever focus moves.\n    func formGenOnFocusLeave<Value: Hashable>(_ value: Value, perform action: @escaping (Value) -> Void) -> some View {\n        modifier(FormGenFocusLeaveModifier(value: value, action: action))\n    }\n}\n\n/// An input failure under its field, which VoiceOver announces when it appears and whenever it\n/// changes, and again at each failed submit: a sighted user sees it appear, and sees what still\n/// fails when a submit does nothing; a VoiceOver user would otherwise not know. VoiceOver says the\n/// field's name first, in the announcement and on the text itself: a failed submit announces the\n/// failures of several fields in a row, and \"Required\" twice would not say which fields need text.\nstruct FormGenFailureText: View {\n    private let message: String\n    private let spoken: String\n    private let failedSubmits: Int\n\n    /// `message` under the field that VoiceOver calls `field`; `failedSubmits` counts the form's\n    /// failed submits, each of which announces the failure again.\n    init(_ message: String, field: String, failedSubmits: Int = 0) {\n        self.message = message\n        self.spoken = field + \", \" + message\n        self.failedSubmits = failedSubmits\n    }\n\n    var body: some View {\n        Text(verbatim: message)\n            .font(.footnote)\n            .foregroundStyle(.red)\n            .accessibilityLabel(Text(verbatim: spoken))\n            .modifier(FormGenAnnouncementModifier(message: spoken, occasion: failedSubmits))\n    }\n}\n\n/// Has VoiceOver speak `message` when the view appears, each time the message changes and each\n/// time `occasion` changes; once per text and occasion: a row of a `Form` that scrolls back into\n/// view appears again, and says nothing new.\nprivate struct FormGenAnnouncementModifier: ViewModifier {\n    let message: String\n    let occasion: Int\n    @State private var announced: (message: String, occasion: Int)?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _, _ in announce() }\n                .onChange(of: occasion) { _, _ in announce() }\n        } else {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _ in announce() }\n                .onChange(of: occasion) { _ in announce() }\n        }\n    }\n\n    private func announce() {\n        if let announced, announced.message == message, announced.occasion == occasion { return }\n        announced = (message, occasion)\n        FormGenAnnouncement.post(message)\n    }\n}\n\n/// VoiceOver announcements that wait their turn.\n///\n/// `UIAccessibility.post(notification: .announcement, argument:)` (iOS 4 and later) speaks a text\n/// without moving VoiceOver's cursor. Plain, it cuts off whatever VoiceOver is saying, so of the\n/// failures that a tried submit shows at once only the last would be heard, and moving focus to\n/// the first failing field would cut that off too. Queued, each is spoken after the speech before\n/// it: with the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with\n/// `accessibilitySpeechQueueAnnouncement` (iOS 11, deprecated in 17 for the priority) before.\nenum FormGenAnnouncement {\n    @MainActor static func post(_ message: String) {\n        #if canImport(UIKit)\n        let queued: NSAttributedString\n        if #available(iOS 17.0, *) {\n            queued = NSAttributedString(\n                string: message,\n                attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low]\n            )\n        } else {\n            queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])\n        }\n        UIAccessibility.post(notification: .announcement, argument: queued)\n        #endif\n    }\n}\n\n/// Gives focus to a field each time the view appears.\n///\n/// Setting focus in `onAppear` alone is not enough: `onAppear` runs when the view is built, before\n/// a sheet or a `NavigationStack` push has finished its transition (and, in a `TabView`, before the\n/// page is on screen), and iOS 15 and 16 ignore a focus change for a text field that is not yet in\n/// a window. So the focus is set at once, which is all iOS 17 and later need in most places, and\n/// set again after the transition (UIKit's default is 0.35 s) if nothing has taken focus by then.\n/// It is applied once per appearance of the form (again when a tab page or a screen popped back\n/// to shows it), never over a focus the user or the app chose.\nstruct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {\n    let initial: Value\n    /// The value that means \"no field has focus\": `nil`, or `false`.\n    let unfocused: Value\n    let focus: FocusState<Value>.Binding\n    /// Whether focus was set in this appearance; a retry after the form has gone does nothing.\n    @State private var hasApplied = false\n\n    func body(content: Content) -> some View {\n        content\n            .onAppear {\n                guard !hasApplied, initial != unfocused else { return }\n                hasApplied = true\n                guard focus.wrappedValue == unfocused else { return }\n                focus.wrappedValue = initial\n                Task { @MainActor in\n                    try? await Task.sleep(nanoseconds: 500_000_000)\n                    if hasApplied && focus.wrappedValue == unfocused {\n                        focus.wrappedValue = initial\n                    }\n                }\n            }\n            .onDisappear { hasApplied = false }\n    }\n}\n\nextension View {\n    /// Focuses `initial` each time the view appears, in a sheet, after a push, or on a tab page.\n    func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))\n    }\n\n    /// Focuses the single field each time the view appears, if `initial` is true.\n    func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))\n    }\n}\n\n/// An image beside a field's text, or a button when it has an action.\nstruct FormGenAdornment {\n    let systemImage: String\n    let accessibilityLabel: Text?\n    let action: (@MainActor () -> Void)?\n\n    /// Private so that a button always comes with its label, through `button(_:accessibilityLabel:action:)`.\n    private init(systemImage: String, accessibilityLabel: Text?, action: (@MainActor () -> Void)?) {\n        self.systemImage = systemImage\n        self.accessibilityLabel = accessibilityLabel\n        self.action = action\n    }\n\n    /// A decorative image, hidden from VoiceOver.\n    static func image(_ systemImage: String) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, accessibilityLabel: nil, action: nil)\n    }\n\n    /// A button showing an image, read by VoiceOver as `accessibilityLabel`.\n    static func button(\n        _ systemImage: String,\n        accessibilityLabel: Text,\n        action: @escaping @MainActor () -> Void\n    ) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, accessibilityLabel: accessibilityLabel, action: action)\n    }\n}\n\n/// What a `FormGenTextField` edits with.\n/// The reveal toggle's spoken labels: what a tap will do.\nstruct FormGenRevealLabels: Sendable {\n    /// While the text is hidden.\n    var show: Text\n    /// While the text is shown.\n    var hide: Text\n}\n\nenum FormGenFieldKind: Sendable {\n    case text\n    /// A `SecureField`; with `reveal`, a button that shows the text without losing focus, and its labels.\n    case secure(reveal: FormGenRevealLabels?)\n    /// A `TextField` that grows vertically (iOS 16 and later; one line before).\n    case multiline\n}\n\n/// A text field as Apple's Human Interface Guidelines describe it: a clear button while editing\n/// and not empty, optional leading and trailing images or buttons, 44-point targets that grow\n/// with Dynamic Type, and focus through `FocusState` rather than `onEditingChanged:`.\nstruct FormGenTextField<Value: Hashable>: View {\n    private let title: Text\n    @Binding private var text: String\n    /// The most characters the text may have (`FormGenLengthLimit`); `nil`: no limit.\n    private let maximumLength: Int?\n    private let prompt: Text?\n    private let kind: FormGenFieldKind\n    /// The clear button's spoken label; `nil` when the field has no clear button.\n    private let clearButton: Text?\n    private let focus: FocusState<Value>.Binding\n    private let focusValue: Value\n    private let leading: FormGenAdornment?\n    private let trailing: FormGenAdornment?\n    /// The content type of a secure field with a reveal toggle, as a `UITextContentType` raw value:\n    /// only the field shown carries it (see `revealedContentType(_:)`).\n    private var revealedContentTypeName: String?\n    @State private var isRevealed = false\n    /// Which of the two fields of a secure field with a reveal toggle has focus.\n    @FocusState private var revealFocus: RevealedField?\n    /// The text when hiding moved focus into the secure field, until the first change after it or\n    /// until focus leaves the field.\n    @State private var textBeforeHiding: String?\n    @Environment(\\.formGenTransientText) private var transientText\n    @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44\n\n    private enum RevealedField: Hashable {\n        case secure, plain\n    }\n\n    /// A field that has focus while `focus` equals `focusValue`.\n    init(\n        _ title: Text,\n        text: Binding<String>,\n        maximumLength: Int? = nil,\n        prompt: Text? = nil,\n        kind: FormGenFieldKind = .text,\n        clearButton: Text? = nil,\n        focus: FocusState<Value>.Binding,\n        equals focusValue: Value,\n        leading: FormGenAdornment? = nil,\n        trailing: FormGenAdornment? = nil\n    ) {\n        self.title = title\n        self._text = text\n        self.maximumLength = maximumLength\n        self.prompt = prompt\n        self.kind = kind\n        self.clearButton = clearButton\n        self.focus = focus\n        self.focusValue = focusValue\n        self.leading = leading\n        self.trailing = trailing\n    }\n\n    private var isFocused: Bool { focus.wrappedValue == focusValue }\n\n    var body: some View {\n        HStack(spacing: 8) {\n            if let leading {\n                adornment(leading)\n            }\n            input\n                .focused(focus, equals: focusValue)\n            // The order of UITextField: text, clear button, then the trailing view.\n            if let clearButton, isFocused && !text.isEmpty {\n                FormGenIconButton(\"xmark.circle.fill\", accessibilityLabel: clearButton) {\n                    text = \"\"\n                }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n            if case .secure(let reveal?) = kind {\n                // The label names what the button does; a selected trait as well would be read\n                // \"Hide password, selected\", which says the opposite.\n                FormGenIconButton(\n                    isRevealed ? \"eye.slash\" : \"eye\",\n                    accessibilityLabel: isRevealed ? reveal.hide : reveal.show\n                ) {\n                    toggleReveal()\n                }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n            if let trailing {\n                adornment(trailing)\n            }\n        }\n        .frame(minHeight: minimumHeight)\n        .padding(.horizontal, 8)\n        .background {\n            // The text field is only as tall as a line of text: a tap on the rest of the box\n            // focuses the field too, rather than reaching the form, where tap-outside would hide\n            // the keyboard. On the background, the gesture is never over the text field or the\n            // buttons, which keep their own taps.\n            RoundedRectangle(cornerRadius: 8)\n                .fill(.quaternary)\n                .onTapGesture { focus.wrappedValue = focusValue }\n        }\n        .onAppear {\n            if maximumLength != nil {\n                FormGenEditedInput.observe()\n            }\n        }\n    }\n\n    /// The text the fields edit: the app's text, or for one turn an OK/Cancel bar's transient text\n    /// while this field has focus.\n    private var shownText: Binding<String> {\n        guard isFocused, let transientText else { return $text }\n        let text = $text\n        return Binding(get: { transientText }, set: { text.wrappedValue = $0 })\n    }\n\n    /// `shownText` with each edit past `maximumLength` cut to what fits, so that typing and\n    /// pasting stop at the limit. Text an input method is still composing is cut when it is\n    /// committed. The field itself is told what was kept (`FormGenEditedInput.show(_:insteadOf:)`):\n    /// SwiftUI writes nothing back when the kept text is the text before the edit, which is what\n    /// typing into a full field gives, and writing it puts the caret at the end.\n    private var limitedText: Binding<String> {\n        let shown = shownText\n        guard let maximumLength else { return shown }\n        return Binding(\n            get: { shown.wrappedValue },\n            set: { new in Self.store(new, in: shown, maximum: maximumLength, fieldHolds: new) }\n        )\n    }\n\n    /// Stores `new` in `text`, cut to `maximum` characters, and tells the field what was kept.\n    /// `fieldHolds` is the text the UIKit field holds: `new`, except on the secure field's first\n    /// change after hiding, where `new` has the old text back in it.\n    @MainActor private static func store(_ new: String, in text: Binding<String>, maximum: Int, fieldHolds: String) {\n        let edit = FormGenEditedInput.limitedEdit(replacing: text.wrappedValue, with: new, maximum: maximum)\n        text.wrappedValue = edit.text\n        FormGenEditedInput.show(edit, insteadOf: fieldHolds)\n    }\n\n    /// The secure field's text: `limitedText`, except that the first change after hiding moved\n    /// focus here keeps the text UIKit would clear (`FormGenSecureEntry`). Only while the app has\n    /// not changed the text meanwhile.\n    private var secureText: Binding<String> {\n        let shown = shownText\n        let before = $textBeforeHiding\n        let maximum = maximumLength\n        return Binding(\n            get: { shown.wrappedValue },\n            set: { newValue in\n                var value = newValue\n                // SwiftUI may write the unchanged text back as focus moves; that is not the change.\n                if let old = before.wrappedValue, newValue != old {\n                    before.wrappedValue = nil\n                    if old == shown.wrappedValue {\n                        value = FormGenSecureEntry.text(afterFirstChangeFrom: old, to: newValue)\n                    }\n                }\n                if let maximum {\n                    Self.store(value, in: shown, maximum: maximum, fieldHolds: newValue)\n                } else {\n                    shown.wrappedValue = value\n                }\n            }\n        )\n    }\n\n    @ViewBuilder private var input: some View {\n        switch kind {\n        case .text:\n            TextField(text: limitedText, prompt: prompt) { title }\n        case .multiline:\n            if #available(iOS 16.0, macOS 13.0, *) {\n                TextField(text: limitedText, prompt: prompt, axis: .vertical) { title }\n            } else {\n                TextField(text: limitedText, prompt: prompt) { title }\n            }\n        case .secure:\n            // Both fields stay in the view, so revealing moves the first responder from one to the\n            // other in one step instead of removing the focused field; the form's focus never\n            // passes through nil, and bars keyed on it do not flicker. AutoFill looks at every\n            // field in the window with a password content type, so the hidden one carries none:\n            // it would otherwise offer to fill, or save, two password fields.\n            ZStack {\n                SecureField(text: secureText, prompt: prompt) { title }\n                    .focused($revealFocus, equals: .secure)\n                    .contentTypeName(revealedContentTypeName, isShown: !isRevealed)\n                    .opacity(isRevealed ? 0 : 1)\n                    .disabled(isRevealed)\n                    .accessibilityHidden(isRevealed)\n                TextField(text: limitedText, prompt: prompt) { title }\n                    .focused($revealFocus, equals: .plain)\n                    .passwordTextTraits()\n                    .contentTypeName(revealedContentTypeName, isShown: isRevealed)\n                    .opacity(isRevealed ? 1 : 0)\n                    .disabled(!isRevealed)\n                    .accessibilityHidden(!isRevealed)\n            }\n            .formGenOnFocusLeave(isFocused) { _ in\n                // Back in the field later, the first keystroke replaces the text, as in any secure\n                // field. Looked at after the update, so that focus passing between the two fields\n                // as the text is hidden does not count as leaving.\n                Task { @MainActor in\n                    if !isFocused { textBeforeHiding = nil }\n                }\n            }\n        }\n    }\n\n    @ViewBuilder private func adornment(_ adornment: FormGenAdornment) -> some View {\n        if let action = adornment.action, let label = adornment.accessibilityLabel {\n            FormGenIconButton(adornment.systemImage, accessibilityLabel: label, action: action)\n                .buttonStyle(.borderless)\n        } else {\n            Image(systemName: adornment.systemImage)\n                .foregroundStyle(.secondary)\n                .accessibilityHidden(true)\n        }\n    }\n\n    /// Shows or hides the text, moving focus to the field now shown if the other one had it.\n    private func toggleReveal() {\n        let wasFocused = revealFocus != nil\n        isRevealed.toggle()\n        textBeforeHiding = wasFocused && !isRevealed ? text : nil\n        if wasFocused {\n            revealFocus = isRevealed ? .plain : .secure\n        }\n    }\n}\n\n#if canImport(UIKit)\nextension FormGenTextField {\n    /// The field with `type` as the content type of a secure field with a reveal toggle: only the\n    /// one of its two fields that is shown carries it.\n    func revealedContentType(_ type: UITextContentType) -> FormGenTextField {\n        var field = self\n        field.revealedContentTypeName = type.rawValue\n        return field\n    }\n}\n#endif\n\nextension View {\n    /// What `SecureField` turns off by itself, said for the plain field that shows a revealed password.\n    fileprivate func passwordTextTraits() -> some View {\n        #if canImport(UIKit)\n        autocorrectionDisabled().textInputAutocapitalization(.never)\n        #else\n        autocorrectionDisabled()\n        #endif\n    }\n\n    /// The content type `name` while the field is shown, and none while it is hidden. The same\n    /// modifier either way, so that the field keeps its identity, and with it focus, as it flips.\n    @ViewBuilder\n    fileprivate func contentTypeName(_ name: String?, isShown: Bool) -> some View {\n        #if canImport(UIKit)\n        if let name {\n            textContentType(isShown ? UITextContentType(rawValue: name) : nil)\n        } else {\n            self\n        }\n        #else\n        self\n        #endif\n    }\n}\n\n#if canImport(UIKit)\n/// The UIKit text field or text view being edited, which a length-limited field asks and tells\n/// what SwiftUI does not.\n///\n/// Whether it holds marked text: text that an input method (Japanese, Chinese, Korean) is still\n/// composing. SwiftUI passes it to the field's binding as it goes, and cutting it at a length limit\n/// would break the composition: a reading longer than the room left could never be converted into\n/// the shorter word it stands for. So a limited field leaves composing text alone, and when the\n/// composition ends (the next edit with no marked text) cuts the whole of it, from the text before\n/// it began, as one edit. A composition committed without changing the text calls no setter and\n/// may stay past the limit, where the field's `tooLong` failure says so.\n///\n/// Where the selection was before an edit, when the binding hears of the edit before UIKit makes it:\n/// it tells where a paste that repeats the text around it went.\n///\n/// What an edit cut at the limit kept: the binding's setter stores it, but SwiftUI writes nothing\n/// back into the field when the kept text is the text before the edit (typing into a full field),\n/// which would go on showing what was typed, and writing it back puts the caret at the end. So the\n/// input is given the kept text and the caret after the kept part of the edit.\n///\n/// SwiftUI does not expose its text field, so the one being edited is the one UIKit names in\n/// `textDidBeginEditingNotification` (`UITextField`; `UITextView` for multiline fields from iOS 16),\n/// and it is only touched while it holds the text the binding was given.\n@MainActor\nfinal class FormGenEditedInput {\n    private static var shared: FormGenEditedInput?\n    private weak var input: UIView?\n    /// The text of the edited field before the composition in progress began.\n    private var textBeforeComposition: String?\n    /// The observers, which live as long as the app.\n    private var tokens: [any NSObjectProtocol] = []\n    /// How many times to look again, each after the main actor's other work, for the edit in the\n    /// input when the binding heard of it before UIKit made it, or for the caret SwiftUI moved by\n    /// writing the kept text.\n    private static let laterLooks = 3\n\n    /// Starts watching which input is edited, once for the app; before any limited field is edited.\n    static func observe() {\n        if shared == nil {\n            shared = FormGenEditedInput()\n        }\n    }\n\n    /// The edit from `old` to `new` as a field limited to `maximum` characters keeps it\n    /// (`FormGenLengthLimit`): as it is while an input method composes, and from the text before\n    /// the composition once it ends.\n    static func limitedEdit(replacing old: String, with new: String, maximum: Int) -> FormGenLimitedEdit {\n        guard let shared else { return FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum) }\n        let input = shared.input as? any UITextInput\n        if input?.markedTextRange != nil {\n            if shared.textBeforeComposition == nil {\n                shared.textBeforeComposition = old\n            }\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        guard let before = shared.textBeforeComposition else {\n            let selected = input.flatMap { selection(in: $0, holding: old) }\n            return FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum, selection: selected)\n        }\n        shared.textBeforeComposition = nil\n        return FormGenLengthLimit.edit(replacing: before, with: new, maximum: maximum)\n    }\n\n    /// The selection of `input`, in characters, while it holds `text`.\n    private static func selection(in input: any UITextInput, holding text: String) -> Range<Int>? {\n        guard self.text(of: input) == text, let selected = input.selectedTextRange else { return nil }\n        let start = input.offset(from: input.beginningOfDocument, to: selected.start)\n        let end = input.offset(from: input.beginningOfDocument, to: selected.end)\n        guard start <= end else { return nil }\n        return FormGenLengthLimit.characters(inUTF16: start..<end, of: text)\n    }\n\n    /// Has the edited input show `edit.text` in place of `uncut`, the text the field holds after the\n    /// edit, with the caret after the kept part of the edit; nothing when the edit was not cut. If\n    /// the input does not hold `uncut` yet (the binding heard of the edit first), it looks again\n    /// later; and as SwiftUI may then write the kept text into it too, which puts the caret at the\n    /// end, it looks again later for that either way.\n    static func show(_ edit: FormGenLimitedEdit, insteadOf uncut: String) {\n        guard let caret = edit.caretUTF16Offset else { return }\n        let shown = show(edit.text, caret: caret, insteadOf: uncut)\n        showLater(edit.text, caret: caret, insteadOf: shown ? nil : uncut, looksLeft: laterLooks)\n    }\n\n    private static func showLater(_ text: String, caret: Int, insteadOf uncut: String?, looksLeft: Int) {\n        Task { @MainActor in\n            if !show(text, caret: caret, insteadOf: uncut, orAtEnd: true) && looksLeft > 1 {\n                showLater(text, caret: caret, insteadOf: uncut, looksLeft: looksLeft - 1)\n            }\n        }\n    }\n\n    /// Puts `text` into the edited input if it holds `uncut`, and the caret `caret` UTF-16 code units\n    /// into it; with `orAtEnd`, also moves the caret of an input that holds `text` with the caret at\n    /// its end, where SwiftUI writing the kept text puts it. Whether the input was one of those.\n    private static func show(_ text: String, caret: Int, insteadOf uncut: String?, orAtEnd: Bool = false) -> Bool {\n        guard let view = shared?.input, let input = view as? any UITextInput, input.markedTextRange == nil\n        else { return false }\n        let current = self.text(of: input)\n        if let uncut, current == uncut {\n            if let field = view as? UITextField {\n                field.text = text\n            } else if let textView = view as? UITextView {\n                textView.text = text\n            } else {\n                return false\n            }\n        } else if !(orAtEnd && current == text && isCaretAtEnd(of: input)) {\n            return false\n        }\n        if let position = input.position(from: input.beginningOfDocument, offset: caret) {\n            input.selectedTextRange = input.textRange(from: position, to: position)\n        }\n        return true\n    }\n\n    /// The text of `input`, read as a text field or text view gives it: a secure field's too.\n    private static func text(of input: any UITextInput) -> String? {\n        if let field = input as? UITextField {\n            return field.text ?? \"\"\n        }\n        if let textView = input as? UITextView {\n            return textView.text ?? \"\"\n        }\n        return input.textRange(from: input.beginningOfDocument, to: input.endOfDocument).flatMap { input.text(in: $0) }\n    }\n\n    private static func isCaretAtEnd(of input: any UITextInput) -> Bool {\n        guard let selected = input.selectedTextRange else { return false }\n        return input.offset(from: selected.start, to: input.endOfDocument) == 0\n            && input.offset(from: selected.end, to: input.endOfDocument) == 0\n    }\n\n    private init() {\n        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {\n            tokens.append(\n                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in\n                    let input = notification.object as? UIView\n                    MainActor.assumeIsolated {\n                        Self.shared?.input = input\n                        Self.shared?.textBeforeComposition = nil\n                    }\n                }\n            )\n        }\n    }\n}\n#else\n/// Without UIKit there is no input method's marked text to wait for, and no field to tell.\nenum FormGenEditedInput {\n    static func observe() {}\n\n    static func limitedEdit(replacing old: String, with new: String, maximum: Int) -> FormGenLimitedEdit {\n        FormGenLengthLimit.edit(replacing: old, with: new, maximum: maximum)\n    }\n\n    static func show(_ edit: FormGenLimitedEdit, insteadOf uncut: String) {}\n}\n#endif\n\n/// The focus of a form whose keyboard observer pads it whatever has focus.\nstruct FormGenAnyFocus: FormGenBarFocus {\n    var isActive: Bool { true }\n\n    func release() {}\n}\n\n#if canImport(UIKit)\nimport UIKit\n\n/// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where\n/// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.\n///\n/// The padding is the overlap of the keyboard's end frame with the view's frame, not the\n/// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form\n/// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the\n/// whole keyboard. UIKit gives the keyboard's frame in the screen's coordinate space, which is not\n/// the window's when the app is not full screen (Split View, Slide Over, Stage Manager), so it is\n/// converted into the window's (`FormGenWindowAnchor`), as Apple's documentation of\n/// `keyboardFrameEndUserInfoKey` asks. The view's frame is read by a `GeometryReader` in the\n/// `.global` space: that of the hosting view at the root of the SwiftUI hierarchy, which in a\n/// SwiftUI app fills the window. SwiftUI's own keyboard inset is turned off for the view\n/// (`ignoresSafeArea(.keyboard)`), so it is not padded twice.\nstruct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let focus: Focus\n    /// The keyboard's last end frame, in the window's coordinates; `.null` before it first shows.\n    @State private var keyboardFrame = CGRect.null\n    @State private var observation: FormGenKeyboardObservation?\n    @State private var anchor = FormGenWindowAnchor()\n\n    func body(content: Content) -> some View {\n        let keyboard = focus.isActive ? keyboardFrame : .null\n        // The reader takes the space offered, as the scroll view or form it wraps would, and gives\n        // all of it to the content, whose bottom the padding then keeps clear of the keyboard.\n        return GeometryReader { proxy in\n            content\n                .padding(.bottom, FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: proxy.frame(in: .global)))\n                .frame(width: proxy.size.width, height: proxy.size.height)\n        }\n        .background(FormGenWindowAnchorView(anchor: anchor).accessibilityHidden(true))\n        .ignoresSafeArea(.keyboard, edges: .bottom)\n        .onAppear {\n            let frame = $keyboardFrame\n            let anchor = anchor\n            observation = FormGenKeyboardObservation { newFrame, screen, animation in\n                let windowFrame = anchor.windowFrame(ofKeyboard: newFrame, on: screen)\n                withAnimation(animation) {\n                    frame.wrappedValue = windowFrame\n                }\n            }\n        }\n        .onDisappear {\n            // The keyboard may hide while the view is away; it must not come back padded.\n            observation = nil\n            keyboardFrame = .null\n        }\n    }\n}\n\n/// Finds the window a view is in, through an empty UIKit view behind it, to bring the keyboard's\n/// frame into the window's coordinates.\n@MainActor\nfinal class FormGenWindowAnchor {\n    /// The empty view; `nil` until SwiftUI has made it.\n    weak var view: UIView?\n\n    /// `frame`, in the coordinate space of `screen` (the keyboard's, or the window's screen when\n    /// the notification names none, as before iOS 16.1), in the window's coordinate space. The\n    /// frame as it is while the view is in no window yet.\n    func windowFrame(ofKeyboard frame: CGRect, on screen: UIScreen?) -> CGRect {\n        guard !frame.isNull, let window = view?.window else { return frame }\n        return (screen ?? window.screen).coordinateSpace.convert(frame, to: window)\n    }\n}\n\n/// The empty UIKit view of a `FormGenWindowAnchor`. It takes no touches, so taps reach the form.\nstruct FormGenWindowAnchorView: UIViewRepresentable {\n    let anchor: FormGenWindowAnchor\n\n    func makeUIView(context: Context) -> UIView {\n        let view = UIView(frame: .zero)\n        view.isUserInteractionEnabled = false\n        anchor.view = view\n        return view\n    }\n\n    func updateUIView(_ view: UIView, context: Context) {\n        anchor.view = view\n    }\n}\n\n/// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for\n/// every change of the keyboard's frame, including showing and hiding (then with an end frame\n/// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown\n/// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.\nfinal class FormGenKeyboardObservation {\n    private let token: any NSObjectProtocol\n\n    /// Calls `onChange` with the keyboard's end frame in screen coordinates, the screen (the\n    /// notification's object from iOS 16.1; `nil` before) and an animation with the keyboard's\n    /// own duration and curve.\n    @MainActor\n    init(onChange: @escaping @MainActor (CGRect, UIScreen?, Animation) -> Void) {\n        // The userInfo keys, like the notification names, are nonisolated: the observer reads them.\n        token = NotificationCenter.default.addObserver(\n            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main\n        ) { notification in\n            let userInfo = notification.userInfo\n            guard let frame = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {\n                return\n            }\n            let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25\n            let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int\n            let animation = FormGenKeyboardAnimation.animation(duration: duration, curve: curve)\n            let screen = notification.object as? UIScreen\n            MainActor.assumeIsolated { onChange(frame, screen, animation) }\n        }\n    }\n\n    deinit {\n        NotificationCenter.default.removeObserver(token)\n    }\n}\n\n/// The keyboard's animation in SwiftUI's terms.\nenum FormGenKeyboardAnimation {\n    /// The notification's curve is a `UIView.AnimationCurve` raw value: 0 to 3 are `easeInOut`,\n    /// `easeIn`, `easeOut` and `linear`. The software keyboard reports 7, a curve with no public\n    /// case; an ease-out over the same duration is the closest public curve, and every other\n    /// value gets it too.\n    static func animation(duration: Double, curve: Int?) -> Animation {\n        switch curve {\n        case 0: .easeInOut(duration: duration)\n        case 1: .easeIn(duration: duration)\n        case 3: .linear(duration: duration)\n        default: .easeOut(duration: duration)\n        }\n    }\n}\n\nextension View {\n    /// Pads the view by the part of it the keyboard covers.\n    func avoidsKeyboard() -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenAnyFocus()))\n    }\n\n    /// Pads the view by the part of it the keyboard covers while one of `whenMatches` has focus.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        modifier(\n            FormGenKeyboardAvoidingModifier(focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n        )\n    }\n\n    /// Pads the view by the part of it the keyboard covers while the single field has focus.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenBoolBarFocus(focused: focused)))\n    }\n}\n#else\nextension View {\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard() -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        self\n    }\n}\n#endif\n#endif\n",
        "            FormGenInputRule(",
        "required",
        "field.rules.required",
        "required: true",
        "minLength",
        "field.rules.minLength",
        "pattern",
        "field.rules.pattern",
        "number",
        "field.rules.number",
        "minLength: ",
        "maxLength: ",
        "pattern: ",
        "field.rules.pattern | swiftString",
        "number: FormGenNumberRule(isDecimal: ",
        "decimal",
        #""decimal""#,
        "minimum",
        "field.rules.minimum",
        ", minimum: ",
        "maximum",
        "field.rules.maximum",
        ", maximum: ",
    ]
}
